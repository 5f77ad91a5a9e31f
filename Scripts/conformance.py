#!/usr/bin/env python3
"""conformance.py - compare Vellum's renders of the iOS conformance cases with iOS.

Usage:
    python3 Scripts/conformance.py RENDER_DIR [--reference DIR] [--verbose] [--json FILE]

RENDER_DIR holds what `vellum-conformance RENDER_DIR` wrote: one PNG per case and
cases.json. For each case, Vellum's PNG is measured with the corpus's own tool
(`<reference>/tools/measure.py`, the same code and the same named regions that measured
`ref.png`), and the two measurements are compared:

  canvas          image size in points, exactly
  colours         page, card, band and fill colours, line colours, toggle tracks:
                  each channel within 3 of 255
  cards, bands,   x, y, w, h within 1 pt; a card's radius_fit within 1.5 pt
  fills, toggles  (and a toggle's on/off state)
  lines           y, x0, x1 within 1 pt
  rows            y0, y1 and first_ink.x within 1 pt (first_ink.y is a glyph's top, which
                  the fonts move: the row's ink boxes are compared as below)
  ink boxes       rows' ink boxes, boxes outside cards, named regions' ink: the vertical
                  centre within 1 pt, the height within 2 pt, and one x within 1 pt: the
                  left edge of a box in the left 40 % of its container, the right edge in
                  the right 40 %, else the centre. Inter stands in for SF Pro, so text ink
                  differs where no layout does: words are a few per cent wider or narrower
                  (widths are not compared), and capitals (0.727 em against 0.705),
                  parentheses and descenders reach up to 1.3 pt further (so the centre,
                  which moves by half of that, and not the top and bottom edges).
  named extents   the region's extent box (tracks, fills) x, y, w, h within 1 pt

Lists that differ in length are one difference ("rows: 7 vs 9"). A case is within 1 pt
when it has no difference. One line per case, then `conformance: X/Y cases within 1 pt of
iOS`. Exit status 1 when a case without a known difference differs or a case with one no
longer differs (remove its reason), 2 on bad input.
"""

import importlib.util
import json
import re
import os
import shutil
import sys
import tempfile

TOL = 1.0
RADIUS_TOL = 1.5
INK_HEIGHT_TOL = 2.0
COLOUR_TOL = 3


def load_measure(reference):
    path = os.path.join(reference, "tools", "measure.py")
    spec = importlib.util.spec_from_file_location("measure", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rgb(hexcolour):
    return tuple(int(hexcolour[i:i + 2], 16) for i in (1, 3, 5))


class Comparison:
    def __init__(self, width):
        self.width = width
        self.diffs = []  # (name, expected, actual, size in pt or None)

    def number(self, name, expected, actual, tol=TOL):
        if expected is None or actual is None:
            if expected != actual:
                self.diffs.append((name, expected, actual, None))
            return
        d = abs(expected - actual)
        if d > tol + 1e-6:
            self.diffs.append((name, expected, actual, d))

    def colour(self, name, expected, actual):
        if expected is None or actual is None:
            if expected != actual:
                self.diffs.append((name, expected, actual, None))
            return
        if max(abs(a - b) for a, b in zip(rgb(expected), rgb(actual))) > COLOUR_TOL:
            self.diffs.append((name, expected, actual, None))

    def same(self, name, expected, actual):
        if expected != actual:
            self.diffs.append((name, expected, actual, None))

    def lists(self, name, expected, actual):
        if len(expected) != len(actual):
            self.diffs.append((name, "%d" % len(expected), "%d" % len(actual), None))
        return list(zip(expected, actual))

    def box(self, name, e, a, keys=("x", "y", "w", "h")):
        for k in keys:
            self.number("%s.%s" % (name, k), e.get(k), a.get(k))

    def ink(self, name, e, a, left, right):
        """An ink box: top, bottom, and the x its alignment in [left, right] fixes."""
        self.number(name + ".middle", e["y"] + e["h"] / 2, a["y"] + a["h"] / 2)
        self.number(name + ".h", e["h"], a["h"], INK_HEIGHT_TOL)
        span = right - left
        centre = e["x"] + e["w"] / 2
        if centre < left + 0.4 * span:
            self.number(name + ".left", e["x"], a["x"])
        elif centre > left + 0.6 * span:
            self.number(name + ".right", e["x"] + e["w"], a["x"] + a["w"])
        else:
            self.number(name + ".centre", centre, a["x"] + a["w"] / 2)


def compare(ref, ours):
    c = Comparison(ref["image_pt"][0])
    c.same("canvas", ref["image_pt"], ours["image_pt"])
    c.colour("page", ref["page_background"], ours["page_background"])
    for kind in ("cards", "bands", "fills"):
        for i, (e, a) in enumerate(c.lists(kind, ref[kind], ours[kind])):
            name = "%s[%d]" % (kind, i)
            c.box(name, e, a)
            c.colour(name + ".fill", e.get("fill"), a.get("fill"))
            if kind == "cards":
                c.number(name + ".radius", e.get("radius_fit"), a.get("radius_fit"), RADIUS_TOL)
    for i, (e, a) in enumerate(c.lists("toggles", ref["toggles"], ours["toggles"])):
        name = "toggles[%d]" % i
        c.box(name, e, a)
        c.same(name + ".state", e.get("state"), a.get("state"))
        c.colour(name + ".track", e.get("track"), a.get("track"))
    for i, (e, a) in enumerate(c.lists("lines", ref["lines"], ours["lines"])):
        name = "lines[%d]" % i
        for k in ("y", "x0", "x1"):
            c.number("%s.%s" % (name, k), e[k], a[k])
        c.colour(name + ".colour", e.get("color"), a.get("color"))
    cards = {card["id"]: card for card in ref["cards"]}
    for i, (e, a) in enumerate(c.lists("rows", ref["rows"], ours["rows"])):
        name = "rows[%d]" % i
        c.number(name + ".y0", e["y0"], a["y0"])
        c.number(name + ".y1", e["y1"], a["y1"])
        card = cards.get(e["in"], {"x": 0, "w": c.width})
        if "first_ink" in e or "first_ink" in a:
            fe, fa = e.get("first_ink"), a.get("first_ink")
            if fe is None or fa is None:
                c.same(name + ".first_ink", fe, fa)
            else:
                c.number(name + ".first_ink.x", fe["x"], fa["x"])
        for j, (ei, ai) in enumerate(c.lists(name + ".ink", e.get("ink", []), a.get("ink", []))):
            c.ink("%s.ink[%d]" % (name, j), ei, ai, card["x"], card["x"] + card["w"])
    for i, (e, a) in enumerate(c.lists("outside", ref["outside"], ours["outside"])):
        c.ink("outside[%d]" % i, e, a, 0, c.width)
    for key in sorted(ref["named"]):
        e, a = ref["named"][key], ours["named"].get(key, {})
        x, _, w, _ = e["region"]
        name = "named." + key
        if (e.get("ink") is None) != (a.get("ink") is None):
            c.same(name + ".ink", "ink" if e.get("ink") else "none", "ink" if a.get("ink") else "none")
        elif e.get("ink"):
            c.ink(name + ".ink", e["ink"], a["ink"], x, x + w)
        if (e.get("extent") is None) != (a.get("extent") is None):
            c.same(name + ".extent", bool(e.get("extent")), bool(a.get("extent")))
        elif e.get("extent"):
            c.box(name + ".extent", e["extent"], a["extent"])
    return c.diffs


def describe(diff):
    name, expected, actual, size = diff
    if size is None:
        return "%s %s vs %s" % (name, expected, actual)
    return "%s %.2f vs %.2f (%.2f pt)" % (name, expected, actual, size)


def write_readme(path, results, passed, total):
    """Rewrites the README's per-case table (between its conformance markers) and the count
    above it from this run, so the README never carries hand-copied numbers."""
    rows = ["| case | state | why it differs |", "|---|---|---|"]
    for r in results:
        n = len(r["differences"])
        state = "within 1 pt" if n == 0 else "%d difference%s" % (n, "" if n == 1 else "s")
        why = (r["known_difference"] or "").replace("|", "\\|") if n else ""
        rows.append("| `%s` | %s | %s |" % (r["id"], state, why))
    text = open(path).read()
    begin, end = "<!-- conformance table: Scripts/conformance --readme -->", "<!-- end conformance table -->"
    start, stop = text.index(begin) + len(begin), text.index(end)
    text = text[:start] + "\n" + "\n".join(rows) + "\n" + text[stop:]
    text = re.sub(r"Today \d+ of \d+ cases are within 1 pt", "Today %d of %d cases are within 1 pt" % (passed, total), text)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    verbose = "--verbose" in argv
    here = os.path.dirname(os.path.abspath(__file__))
    reference = os.path.join(here, "..", "..", "shared", "ios-reference")
    json_out = None
    readme = None
    for i, a in enumerate(argv):
        if a == "--readme":
            readme = argv[i + 1]
            args.remove(readme)
        if a == "--reference":
            reference = argv[i + 1]
            args.remove(reference)
        if a == "--json":
            json_out = argv[i + 1]
            args.remove(json_out)
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    renders = args[0]
    try:
        cases = json.load(open(os.path.join(renders, "cases.json")))
        measure = load_measure(reference)
    except (OSError, ValueError) as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    passed, unexpected, results = 0, [], []
    scratch = tempfile.mkdtemp(prefix="vellum-conformance-")
    try:
        refs, works = [], []
        for case in cases:
            ident = case["id"]
            try:
                ref = json.load(open(os.path.join(reference, ident, "geometry.json")))
            except (OSError, ValueError) as error:
                print("error: %s: cannot read the reference's geometry.json: %s" % (ident, error), file=sys.stderr)
                return 2
            work = os.path.join(scratch, ident)
            os.makedirs(work)
            shutil.copyfile(os.path.join(renders, ident + ".png"), os.path.join(work, "ref.png"))
            with open(os.path.join(work, "geometry.json"), "w") as f:
                json.dump({"spec": ref["spec"]}, f)
            refs.append(ref)
            works.append(work)
        # One case after another: a multiprocessing pool hung when the script ran under the
        # Swift test runner's Process.
        measured = [measure.measure(work) for work in works]
        for case, ref, ours in zip(cases, refs, measured):
            ident = case["id"]
            diffs = compare(ref, ours)
            known = case.get("known_difference")
            sized = [d for d in diffs if d[3] is not None]
            worst = max(sized, key=lambda d: d[3]) if sized else None
            if not diffs:
                passed += 1
                line = "within 1 pt  %s" % ident
                if known:
                    unexpected.append(ident)
                    line += "  (now within 1 pt: remove its known difference)"
            else:
                head = worst if worst else diffs[0]
                line = "differs      %s  %d difference%s, largest: %s" % (
                    ident, len(diffs), "" if len(diffs) == 1 else "s", describe(head))
                if known:
                    line += "  (known: %s)" % known
                else:
                    unexpected.append(ident)
                    line += "  (unexpected)"
            print(line)
            if verbose:
                for d in diffs:
                    print("    " + describe(d))
            results.append({"id": ident, "differences": [describe(d) for d in diffs], "known_difference": known})
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("conformance: %d/%d cases within 1 pt of iOS" % (passed, len(cases)))
    if json_out:
        with open(json_out, "w") as f:
            json.dump(results, f, indent=1, ensure_ascii=False)
    if readme:
        write_readme(readme, results, passed, len(cases))
    if unexpected:
        print("unexpected: %s" % ", ".join(unexpected), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
