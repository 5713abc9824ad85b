/// The shell of every HTML report: one self-contained page with inline CSS
/// and SVG, and a content security policy that loads nothing from anywhere
/// and runs no script.
///
/// The page is also well-formed XML, so that tests can parse it.
package enum HTMLPage {
  /// A whole page with `title` and `body`, which must already be escaped.
  package static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="generator" content="grader"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"/>
    <title>\(HTMLText.escape(title))</title>
    <style>\(style)</style>
    </head>
    <body>
    \(TreeSVG.definitions)
    \(body)
    </body>
    </html>

    """
  }

  /// The legend of the marks a change panel uses.
  package static var legend: String {
    var html = "<ul class=\"legend\">"
    for mark in ViewMark.legend {
      html +=
        "<li>\(TreeSVG.swatch(mark))<b>\(mark.word)</b> \(HTMLText.escape(mark.meaning))</li>"
    }
    html +=
      "<li><span class=\"differs-key\">≠</span><b>dashed outline</b> differs from the reference;"
      + " the box reads <i>yours ≠ ref theirs</i></li>"
    return html + "</ul>"
  }

  static let style = """
    :root{color-scheme:light;--ink:#1b1b1b;--muted:#555;--line:#999;--pass:#1a7f37;--fail:#b42318}
    *{box-sizing:border-box}
    body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff;margin:0 auto;padding:1rem;max-width:1200px}
    h1{font-size:1.5rem;margin:.2rem 0 .5rem}
    h2{font-size:1.2rem;margin:1.5rem 0 .5rem;overflow-wrap:anywhere}
    h3{font-size:1rem;margin:1rem 0 .4rem}
    h4{font-size:.95rem;margin:.8rem 0 .3rem;overflow-wrap:anywhere}
    code,pre,.mono{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.85rem}
    pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;border:1px solid #ddd;padding:.5rem;margin:.3rem 0}
    a{color:#0b57d0}
    svg.defs{position:absolute;width:0;height:0;overflow:hidden}
    .summary{font-weight:600}
    .verdict{display:inline-block;min-width:4.5em;text-align:center;border:2px solid;border-radius:4px;padding:0 .3em;margin-right:.4em;font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
    .v-pass .verdict,.verdict.v-pass{color:var(--pass)}
    .v-fail .verdict,.verdict.v-fail{color:var(--fail);border-style:double;border-width:3px}
    .v-error .verdict,.verdict.v-error{color:#8a5a00;border-style:dashed}
    .v-missing .verdict,.verdict.v-missing{color:var(--muted);border-style:dotted}
    .v-pending .verdict,.verdict.v-pending{color:var(--muted);border-style:dashed}
    .scenario{border-top:1px solid #ccc;padding-top:.3rem}
    .path{color:var(--muted);overflow-wrap:anywhere}
    .layout{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:1rem;align-items:start}
    figure{margin:0}
    figcaption{font-size:.85rem;color:var(--muted);overflow-wrap:anywhere}
    .scroll{overflow-x:auto;max-width:100%}
    svg.graph,svg.panel{max-width:100%;height:auto;display:block}
    svg.wide{max-width:none}
    .panels{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:.75rem}
    .panels figure{border:1px solid #ddd;border-radius:6px;padding:.4rem}
    .box rect{stroke:#444;stroke-width:1.2}
    .box text{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
    .box .name{font-size:12px;font-weight:600;fill:#111}
    .box .tag{font-size:10px;fill:#333}
    .view rect{fill:#fff}
    .dangling rect{fill:#fff;stroke-dasharray:2 3}
    .m-local rect{fill:#fde2c8}
    .m-parent rect{fill:#fbefc0}
    .m-observed rect{fill:#cdeee9}
    .m-environment rect{fill:#d6e6fd}
    .m-off-rule rect{fill:#f9d3ca}
    .m-out-of-scope rect{fill:#e4e4e4}
    .box rect.stripe{stroke:none}
    .m-local rect.stripe{fill:url(#p-local)}
    .m-parent rect.stripe{fill:url(#p-parent)}
    .m-observed rect.stripe{fill:url(#p-observed)}
    .m-environment rect.stripe{fill:url(#p-environment)}
    .m-off-rule rect.stripe{fill:url(#p-off-rule)}
    .m-out-of-scope rect.stripe{fill:url(#p-out-of-scope)}
    .m-skipped rect{fill:#fff;stroke:#aaa}
    .m-skipped .tag{fill:#777}
    .m-absent rect{fill:#fff;stroke:#ccc;stroke-dasharray:1 3}
    .differs rect{stroke:var(--fail);stroke-width:3.5;stroke-dasharray:7 3}
    .differs rect.stripe{stroke:none}
    .badge{fill:var(--fail)}
    .box .badge-text{fill:#fff;stroke:none;font-size:11px;font-weight:700;text-anchor:middle}
    .edge{stroke:var(--line);stroke-width:1.3}
    .legend{list-style:none;padding:0;margin:.3rem 0;display:flex;flex-wrap:wrap;gap:.2rem 1rem;font-size:.85rem}
    .legend li{display:flex;align-items:center;gap:.3rem}
    .swatch{flex:none}
    .differs-key{display:inline-block;width:1.3em;height:1.3em;line-height:1.3em;text-align:center;border-radius:50%;background:var(--fail);color:#fff;font-weight:700}
    .rows{margin:0;padding:0;list-style:none}
    .rows li{margin:.3rem 0}
    .rows .label{font-size:.8rem;font-weight:700;color:var(--muted)}
    .rows .differs-row{border-left:4px double var(--fail);padding-left:.4rem}
    .findings li{margin:.2rem 0}
    table{border-collapse:collapse;width:100%;font-size:.9rem}
    th,td{border-bottom:1px solid #ddd;padding:.25rem .4rem;text-align:left;vertical-align:top}
    td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
    .table-wrap{overflow-x:auto}
    .chart{max-width:100%;height:auto;display:block}
    .chart text{font-size:12px;fill:#222}
    .chart .bar{fill:url(#p-environment);stroke:#2457a6}
    .chart .rest{fill:#fff;stroke:#bbb}
    .chart .axis{stroke:#888}
    .cluster{margin:.3rem 0 .6rem}
    .cluster .count{font-weight:700}
    .meter{display:inline-block;width:8rem;height:.8em;border:1px solid #888;vertical-align:middle;margin-right:.4rem;background:#fff}
    .meter span{display:block;height:100%;background:repeating-linear-gradient(90deg,#2457a6 0 2px,#d6e6fd 2px 5px)}
    table.narrow{width:auto;min-width:14rem}
    .legend-box summary{font-weight:600;cursor:pointer}
    nav ol{padding-left:1.2rem;columns:2 20rem}
    @media (max-width:700px){
      body{padding:.6rem;font-size:14px}
      .layout{grid-template-columns:1fr}
      .panels{grid-template-columns:1fr}
      nav ol{columns:1}
    }
    @media print{.panels{grid-template-columns:repeat(2,1fr)}}
    """
}
