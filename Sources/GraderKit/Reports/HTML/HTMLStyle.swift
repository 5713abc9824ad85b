/// The style sheet of every HTML report, inline in each page.
///
/// No text is smaller than 11 px: drawings keep their size and scroll in a
/// box of their own. Long names wrap anywhere. Text meets WCAG AA contrast
/// (4.5:1), and outlines, edges and bars 3:1.
enum HTMLStyle {
  static let sheet = """
    :root{color-scheme:light;--ink:#1b1b1b;--muted:#555;--line:#767676;--pass:#1a7f37;--fail:#b42318;--error:#8a5a00}
    *{box-sizing:border-box}
    body{font:.9375rem/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff;margin:0 auto;padding:1rem;max-width:1200px;overflow-wrap:anywhere}
    h1{font-size:1.5rem;margin:.2rem 0 .4rem}
    h2{font-size:1.25rem;margin:1.4rem 0 .5rem}
    h3{font-size:1.1rem;margin:1.1rem 0 .4rem}
    h4,h5,h6{font-size:1rem;margin:.9rem 0 .3rem}
    code,pre,.mono{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.85rem}
    pre{white-space:pre-wrap;background:#f6f6f6;border:1px solid var(--line);padding:.4rem .5rem;margin:.3rem 0}
    a{color:#0b57d0}
    a:focus-visible,[tabindex]:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
    svg.defs{position:absolute;width:0;height:0;overflow:hidden}
    .ident,.path,figcaption,.note{color:var(--muted);font-size:.9rem}
    .summary{font-weight:600}
    .verdict{display:inline-block;min-width:4.6em;text-align:center;border:2px solid;border-radius:4px;padding:0 .3em;margin-right:.4em;font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;line-height:1.5}
    .v-pass{color:var(--pass)}
    .v-fail{color:var(--fail);border-style:double;border-width:4px}
    .v-error{color:var(--error);border-style:dashed}
    .v-missing{color:var(--muted);border-style:dotted}
    .v-pending{color:var(--muted);border-style:dashed}
    .fix{padding-left:1.4rem}
    .fix li{margin:.25rem 0}
    .fix .why{display:block;color:var(--ink)}
    .folded{list-style:none;padding:0;margin:.3rem 0}
    .folded li{margin:.25rem 0}
    .scenario{border-top:1px solid var(--line);margin-top:1rem}
    .scroll{overflow:auto;max-width:100%}
    .drawing{overflow:auto;max-width:100%;border:1px solid var(--line);border-radius:6px;background:#fff}
    .drawing svg{display:block;max-width:none}
    .panels{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-start}
    figure{margin:.4rem 0;min-width:0;max-width:100%}
    .panels figure{margin:0}
    .tree rect,.panel rect,.swatch rect{stroke:#444;stroke-width:1.2}
    rect.v{fill:#fff}
    rect.dg{fill:#fff;stroke-dasharray:2 3}
    rect.m-local{fill:#fde2c8}
    rect.m-parent{fill:#fbefc0}
    rect.m-observed{fill:#cdeee9}
    rect.m-environment{fill:#d6e6fd}
    rect.m-off-rule{fill:#f9d3ca}
    rect.m-out-of-scope{fill:#e4e4e4}
    rect.m-skipped,rect.m-absent{fill:#fff;stroke:var(--line)}
    rect.m-absent{stroke-dasharray:1 3}
    rect.s{stroke:none}
    rect.s.m-local{fill:url(#p-local)}
    rect.s.m-parent{fill:url(#p-parent)}
    rect.s.m-observed{fill:url(#p-observed)}
    rect.s.m-environment{fill:url(#p-environment)}
    rect.s.m-off-rule{fill:url(#p-off-rule)}
    rect.s.m-out-of-scope{fill:url(#p-out-of-scope)}
    rect.d{stroke:var(--fail);stroke-width:3.5;stroke-dasharray:7 3}
    path.e{stroke:var(--line);stroke-width:1.3;fill:none}
    text{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
    text.n{font-size:12px;font-weight:600;fill:#111}
    text.t{font-size:11px;fill:#333}
    circle.bd{fill:var(--fail)}
    text.bt{fill:#fff;stroke:none;font-size:11px;font-weight:700}
    .legend{list-style:none;padding:0;margin:.3rem 0;display:flex;flex-wrap:wrap;gap:.2rem 1rem;font-size:.9rem}
    .legend li{display:flex;align-items:center;gap:.3rem}
    .swatch{flex:none}
    .differs-key{display:inline-block;width:1.3em;height:1.3em;line-height:1.3em;text-align:center;border-radius:50%;background:var(--fail);color:#fff;font-weight:700}
    .rows{margin:0;padding:0;list-style:none}
    .rows li{margin:.4rem 0}
    .label{font-size:.85rem;font-weight:700;color:var(--muted)}
    .rows .differs-row{border-left:4px double var(--fail);padding-left:.4rem}
    mark{background:#ffe9a8;color:inherit;font-weight:700;text-decoration:underline 2px;text-underline-offset:3px}
    .findings li{margin:.2rem 0}
    table{border-collapse:collapse;font-size:.9rem}
    caption{text-align:left;font-weight:600;padding:.2rem 0}
    th,td{border-bottom:1px solid var(--line);padding:.25rem .45rem;text-align:left;vertical-align:top;overflow-wrap:break-word}
    .name{display:inline-block;max-width:min(20rem,65vw);overflow-wrap:break-word}
    td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;overflow-wrap:normal}
    td.d{font-weight:700;color:var(--fail)}
    .table-wrap{overflow-x:auto;max-width:100%}
    .chart text{font-family:inherit;stroke:none;font-size:12px;fill:#222}
    .chart rect{stroke:#2457a6}
    .chart .bar{fill:url(#p-environment)}
    .chart line{stroke:var(--line)}
    .bars{display:flex;width:12rem;height:1em;border:1px solid var(--line);background:#fff}
    .bars span{display:block;height:100%}
    .b-pass{background:repeating-linear-gradient(90deg,#1a7f37 0 3px,#c9ecd4 3px 5px)}
    .b-fail{background:repeating-linear-gradient(45deg,#b42318 0 2px,#f9d3ca 2px 5px)}
    .b-error{background:repeating-linear-gradient(0deg,#8a5a00 0 2px,#fbefc0 2px 5px)}
    .b-missing{background:#fff}
    .key{display:inline-block;width:1.6em;height:.9em;border:1px solid var(--line);vertical-align:middle;margin:0 .25em 0 .6em}
    .cluster{margin:.4rem 0 .7rem}
    .cluster p{margin:.1rem 0}
    .cluster .count{font-weight:700}
    .who{margin:.1rem 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:0 .8em;font-size:.9rem}
    .legend-box summary{font-weight:600;cursor:pointer}
    nav ol{padding-left:1.2rem}
    @media (max-width:700px){
      body{padding:.6rem;font-size:.875rem;line-height:1.35}
      h1{font-size:1.3rem;margin:0 0 .2rem}
      h2{font-size:1.15rem;margin:.8rem 0 .2rem}
      .ident{font-size:.8rem;margin:.2rem 0}
      .summary{margin:.3rem 0}
      .fix{padding-left:1.1rem;margin:.3rem 0}
      .fix li{margin:.15rem 0}
      .fix a{font-size:.9rem}
      .fix .why{font-size:.8rem}
      .fix .why:not(.rename){white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
      .verdict{min-width:0;font-size:.75rem}
      .bars{width:6rem}
    }
    @media print{
      body{max-width:none;padding:0;font-size:10pt}
      nav,.skip{display:none}
      .drawing,.table-wrap,.scroll{overflow:visible;max-width:none;border:0}
      svg{max-width:100%;height:auto}
      a{color:inherit;text-decoration:none}
      section,.scenario,figure,tr{break-inside:avoid}
      h2,h3,h4{break-after:avoid}
    }
    """
}
