#!/usr/bin/env python3
"""Parses grader's outputs with the parsers their consumers use, and prints
what it read as JSON, for the end-to-end tests to compare.

usage: consume.py KIND FILE
  csv    Python's csv module: every row
  json   Python's json module: the document
  jsondir  Python's json module, for every .json file of the folder FILE: their count
  xml    Python's xml.etree (expat): suites, cases and properties
  tap    TAP: test points and plans; each YAML block through a YAML 1.2 parser
  yaml   a YAML 1.2 parser: the document (for workflow files)
"""
import csv
import io
import json
import sys
import xml.etree.ElementTree as ElementTree


def yaml12():
    """A YAML 1.2 parser, or None where ruamel.yaml is not installed: the
    tests install nothing (.ci/run installs it)."""
    try:
        from ruamel.yaml import YAML
    except ImportError:
        return None
    parser = YAML(typ="safe", pure=True)
    parser.version = (1, 2)
    return parser


def main():
    kind, path = sys.argv[1], sys.argv[2]
    if kind == "jsondir":
        import os
        names = sorted(name for name in os.listdir(path) if name.endswith(".json"))
        for name in names:
            with open(os.path.join(path, name), "rb") as handle:
                json.loads(handle.read().decode("utf-8"))
        json.dump(len(names), sys.stdout)
        return
    with open(path, "rb") as handle:
        data = handle.read()
    text = data.decode("utf-8")
    if kind == "csv":
        rows = list(csv.reader(io.StringIO(text, newline=""), strict=True))
        result = rows
    elif kind == "json":
        result = json.loads(text)
    elif kind == "xml":
        root = ElementTree.fromstring(data)
        result = {
            "suites": [suite.get("name") for suite in root.iter("testsuite")],
            "cases": [case.get("classname") + "|" + case.get("name") for case in root.iter("testcase")],
            "properties": [[p.get("name"), p.get("value")] for p in root.iter("property")],
            "messages": [f.get("message") for f in root.iter() if f.tag in ("failure", "error")],
        }
    elif kind == "tap":
        parser = yaml12()
        lines = text.split("\n")
        points, plans, blocks = [], [], []
        index = 0
        while index < len(lines):
            line = lines[index]
            if line.startswith("ok ") or line.startswith("not ok "):
                points.append(line)
            elif line.startswith("1.."):
                plans.append(int(line[3:]))
            elif line == "  ---":
                end = lines.index("  ...", index)
                block = "\n".join(l[2:] for l in lines[index + 1:end]) + "\n"
                if parser is not None:
                    blocks.append(parser.load(block))
                index = end
            index += 1
        result = {"points": points, "plans": plans,
                  "blocks": blocks if parser is not None else None}
    elif kind == "yaml":
        parser = yaml12()
        if parser is None:
            raise SystemExit("ruamel.yaml is not installed")
        result = parser.load(text)
    else:
        raise SystemExit("unknown kind " + kind)
    json.dump(result, sys.stdout, default=str)


if __name__ == "__main__":
    main()
