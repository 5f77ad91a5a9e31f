import Foundation

/// `index.html` of a verify report: one self-contained page (its images sit next to it in
/// `images/`) with what people use in Playwright's report: counts per status that filter,
/// a name filter, keyboard navigation between failures (`n`/`j` next, `p`/`k` previous,
/// `1`–`4` the views), and for each failure the views side by side, slider, flip and
/// difference, with the preview's diagnostics.
extension Report {
  static func diagnosticsHTML(_ entry: Entry) -> String {
    guard !entry.diagnostics.isEmpty else { return "" }
    return "<ul class=\"diagnostics\">"
      + entry.diagnostics.map { "<li>warning: \(escape($0))</li>" }.joined() + "</ul>"
  }

  /// The views of a failure with both images; the first is shown first.
  static let views = [("side", "side by side"), ("slider", "slider"), ("flip", "flip"), ("difference", "difference")]

  func section(_ entry: Entry, index: Int) -> String {
    let status = entry.status.rawValue
    let warned = entry.diagnostics.isEmpty ? "" : " warned"
    var html =
      "<section class=\"entry \(status)\(warned)\" id=\"e\(index)\" data-status=\"\(status)\" data-name=\"\(Self.escape(entry.name.lowercased()))\" data-view=\"side\">"
    html +=
      "<h2><span class=\"badge \(status)\">\(status)</span> \(Self.escape(entry.name))<small>\(String(format: "%.2f s", entry.seconds))</small></h2>"
    if entry.status != .passed { html += "<pre>\(Self.escape(entry.message))</pre>" }
    html += Self.diagnosticsHTML(entry)
    guard entry.status != .passed else { return html + "</section>" }
    let both = !entry.expected.isEmpty && !entry.actual.isEmpty
    if both {
      html += "<nav class=\"views\">"
      for (key, title) in Self.views where key != "difference" || !entry.difference.isEmpty {
        html += "<button data-view=\"\(key)\">\(title)</button>"
      }
      html += "</nav>"
    }
    html += "<div class=\"panel images\" data-panel=\"side\">"
    // The views the layout diff names, outlined and numbered on both images.
    let outlined = Array(entry.layout.prefix(12).enumerated())
    let scale = entry.variant.split(separator: "@").last.flatMap { Int($0.dropLast()) } ?? 1
    for (title, path) in [("expected", entry.expected), ("actual", entry.actual)] where !path.isEmpty {
      let boxes = outlined.compactMap { number, change -> String? in
        guard let box = title == "expected" ? change.expected : change.actual else { return nil }
        return "[" + (box.map { String($0) } + [String(number + 1)]).joined(separator: ",") + "]"
      }
      html +=
        "<figure><figcaption>\(title)</figcaption><div class=\"stack outlined\" data-scale=\"\(scale)\" "
        + "data-boxes=\"[\(boxes.joined(separator: ","))]\"><img class=\"\(title)\" src=\"\(Self.escape(path))\"></div></figure>"
    }
    if !outlined.isEmpty {
      html +=
        "<figure class=\"layout\"><figcaption>layout changes, causes first</figcaption><ol>"
        + outlined.map { "<li>\(Self.escape($0.element.text))</li>" }.joined() + "</ol></figure>"
    }
    if !entry.difference.isEmpty {
      html += "<figure class=\"wide\"><figcaption>expected | difference | actual</figcaption>"
      html += "<img class=\"difference\" src=\"\(Self.escape(entry.difference))\"></figure>"
    }
    html += "</div>"
    if both {
      let expected = Self.escape(entry.expected)
      let actual = Self.escape(entry.actual)
      html += """
        <div class="panel compare" data-panel="slider" style="--pos: 50%"><figcaption>slide: expected ◀ ▶ actual</figcaption>
        <div class="stack"><img src="\(expected)"><img class="over" src="\(actual)"></div>
        <input type="range" min="0" max="100" value="50" aria-label="slider"
          oninput="this.parentElement.style.setProperty('--pos', this.value + '%')"></div>
        <div class="panel flip" data-panel="flip"><figcaption>click the image or the button to flip: <b class="which">expected</b></figcaption>
        <div class="stack"><img src="\(expected)"><img class="over" src="\(actual)"></div>
        <button class="flipper">flip</button></div>
        """
      if !entry.difference.isEmpty {
        html +=
          "<div class=\"panel\" data-panel=\"difference\"><img class=\"difference-only\" src=\"\(Self.escape(entry.difference))\"></div>"
      }
    }
    return html + "</section>"
  }

  var html: String {
    let counts: [(String, String, Int)] = [
      ("all", "All", entries.count), ("failed", "Failed", entries.filter { $0.status == .failed }.count),
      ("error", "Errors", entries.filter { $0.status == .error }.count),
      ("passed", "Passed", entries.filter { $0.status == .passed }.count), ("warned", "With diagnostics", warned.count),
    ]
    var body = """
      <header><h1>Vellum verify</h1>
      <p class="summary \(failures.isEmpty ? "ok" : "bad")">\(Self.escape(summary.prefix(1).uppercased() + summary.dropFirst())).</p>
      <div class="controls"><input id="filter" type="search" placeholder="Filter by name" aria-label="filter">
      """
    for (key, title, count) in counts {
      body += "<button class=\"status\" data-status=\"\(key)\">\(title) <b>\(count)</b></button>"
    }
    body += """
      <span class="keys">n / p: next, previous failure · 1–4: views</span></div>
      <details class="fingerprint"><summary>rendered with \(Self.escape(software))</summary>\(Self.escape(fingerprint))</details>
      </header><main>
      """
    // Failures first, then the rest, each in name order.
    let ordered = entries.enumerated().sorted {
      ($0.element.status == .passed ? 1 : 0) < ($1.element.status == .passed ? 1 : 0)
    }
    for (index, entry) in ordered { body += section(entry, index: index) }
    body += "</main>"
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Vellum verify</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 0; background: #fafafa; color: #111; }
      header { padding: 12px 24px; background: #fff; border-bottom: 1px solid #ddd; }
      header h1 { margin: 0 0 4px; font-size: 18px; } main { padding: 0 24px 24px; }
      .summary.ok { color: #1a7f37; font-weight: 600; } .summary.bad { color: #c62828; font-weight: 600; }
      .controls { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
      #filter { padding: 4px 8px; font: inherit; width: 220px; }
      button { font: inherit; padding: 3px 10px; border: 1px solid #ccc; border-radius: 6px; background: #fff; cursor: pointer; }
      button.active { background: #1f6feb; color: #fff; border-color: #1f6feb; }
      .keys { color: #777; font-size: 12px; }
      .fingerprint { color: #666; font-size: 12px; word-break: break-all; margin-top: 6px; }
      section.entry { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 8px 12px; margin: 10px 0; }
      section.entry.passed { padding: 4px 12px; } section.entry.current { outline: 3px solid #1f6feb; }
      section.entry h2 { font-size: 14px; margin: 4px 0; } section.entry h2 small { color: #888; font-weight: normal; margin-left: 8px; }
      .badge { font-size: 11px; padding: 1px 6px; border-radius: 4px; color: #fff; text-transform: uppercase; }
      .badge.passed { background: #1a7f37; } .badge.failed { background: #c62828; } .badge.error { background: #8e24aa; }
      pre { white-space: pre-wrap; background: #f3f3f3; padding: 8px; border-radius: 4px; }
      nav.views { margin: 6px 0; display: flex; gap: 6px; }
      .panel { display: none; } section[data-view="side"] [data-panel="side"], section[data-view="slider"] [data-panel="slider"],
      section[data-view="flip"] [data-panel="flip"], section[data-view="difference"] [data-panel="difference"] { display: block; }
      section[data-view="side"] .images { display: flex; }
      .images { gap: 16px; align-items: flex-start; flex-wrap: wrap; }
      figure { margin: 0; } figcaption { font-size: 12px; color: #555; margin-bottom: 4px; }
      .images img { max-width: 260px; border: 1px solid #ccc; } .images .wide img { max-width: 800px; }
      .difference-only { max-width: 800px; border: 1px solid #ccc; }
      .stack { position: relative; display: inline-block; }
      .stack img { display: block; max-width: 260px; border: 1px solid #ccc; }
      .compare .stack .over { position: absolute; left: 0; top: 0; clip-path: inset(0 calc(100% - var(--pos)) 0 0); }
      .flip .stack .over { position: absolute; left: 0; top: 0; visibility: hidden; }
      .flip.flipped .stack .over { visibility: visible; }
      .outlined .box { position: absolute; border: 2px solid #e0128c; box-sizing: border-box; min-width: 4px; min-height: 4px; }
      .outlined .box::after { content: attr(data-n); position: absolute; left: -2px; top: -15px; font: 10px sans-serif;
        background: #e0128c; color: #fff; padding: 0 3px; border-radius: 3px; }
      figure.layout ol { margin: 0; padding-left: 22px; font-size: 13px; } figure.layout li { margin: 2px 0; }
      ul.diagnostics { color: #8a5a00; background: #fff8e1; padding: 8px 8px 8px 28px; border-radius: 4px; }
      </style></head><body>
      \(body)
      <script>
      const sections = [...document.querySelectorAll("section.entry")];
      let status = "all";
      let current = -1;
      function visible(s) { return !s.hidden; }
      function apply() {
        const text = document.getElementById("filter").value.toLowerCase();
        for (const s of sections) {
          const byStatus = status === "all" || s.dataset.status === status || (status === "warned" && s.classList.contains("warned"));
          s.hidden = !byStatus || (text !== "" && !s.dataset.name.includes(text));
        }
        for (const b of document.querySelectorAll("button.status")) b.classList.toggle("active", b.dataset.status === status);
      }
      function setView(section, view) {
        if (section.querySelector(`[data-panel="${view}"]`)) section.dataset.view = view;
        for (const b of section.querySelectorAll("nav.views button")) b.classList.toggle("active", b.dataset.view === section.dataset.view);
      }
      function go(step) {
        const failures = sections.filter(s => s.dataset.status !== "passed" && visible(s));
        if (failures.length === 0) return;
        const at = failures.indexOf(sections[current]);
        const next = failures[at < 0 ? (step > 0 ? 0 : failures.length - 1) : (at + step + failures.length) % failures.length];
        if (current >= 0) sections[current].classList.remove("current");
        current = sections.indexOf(next);
        next.classList.add("current");
        next.scrollIntoView({block: "start"});
      }
      document.getElementById("filter").addEventListener("input", apply);
      for (const b of document.querySelectorAll("button.status")) b.addEventListener("click", () => { status = b.dataset.status; apply(); });
      for (const s of sections) {
        setView(s, "side");
        for (const b of s.querySelectorAll("nav.views button")) b.addEventListener("click", () => setView(s, b.dataset.view));
        const flip = s.querySelector(".flip");
        if (flip) {
          const toggle = () => { flip.classList.toggle("flipped"); flip.querySelector(".which").textContent = flip.classList.contains("flipped") ? "actual" : "expected"; };
          flip.querySelector(".flipper").addEventListener("click", toggle);
          flip.querySelector(".stack").addEventListener("click", toggle);
        }
      }
      for (const stack of document.querySelectorAll(".outlined")) {
        const img = stack.querySelector("img");
        const draw = () => {
          const scale = +stack.dataset.scale;
          for (const [x, y, w, h, n] of JSON.parse(stack.dataset.boxes)) {
            const box = document.createElement("div");
            box.className = "box";
            box.dataset.n = n;
            box.style.left = (x * scale / img.naturalWidth * 100) + "%";
            box.style.top = (y * scale / img.naturalHeight * 100) + "%";
            box.style.width = (w * scale / img.naturalWidth * 100) + "%";
            box.style.height = (h * scale / img.naturalHeight * 100) + "%";
            stack.appendChild(box);
          }
        };
        if (img.complete && img.naturalWidth) draw(); else img.addEventListener("load", draw);
      }
      document.addEventListener("keydown", e => {
        if (e.target.tagName === "INPUT") return;
        if (e.key === "n" || e.key === "j") go(1);
        else if (e.key === "p" || e.key === "k") go(-1);
        else if (["1", "2", "3", "4"].includes(e.key) && current >= 0) setView(sections[current], ["side", "slider", "flip", "difference"][+e.key - 1]);
      });
      apply();
      </script>
      </body></html>
      """
  }
}
