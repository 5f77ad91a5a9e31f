/// The page `vellum watch` serves: every preview with its variants side by side, a filter,
/// the build's errors, and images swapped in place as the server pushes them.
enum WatchPage {
  static let html = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>Vellum previews</title>
    <style>
    body { font: 14px system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #111; }
    header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: 10px 20px;
      display: flex; gap: 16px; align-items: center; z-index: 1; }
    header h1 { font-size: 16px; margin: 0; } #status { color: #555; }
    #filter { padding: 4px 8px; font: inherit; width: 220px; }
    #errors:empty { display: none; }
    #errors { margin: 16px 20px; padding: 12px; background: #fdecea; border: 1px solid #f5c2c0; border-radius: 8px; }
    .error { font-family: ui-monospace, monospace; white-space: pre-wrap; color: #b3261e; margin: 4px 0; }
    main { padding: 8px 20px; }
    section.preview { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 12px; margin: 12px 0; }
    section.preview h2 { font-size: 14px; margin: 0 0 8px; } section.preview h2 small { color: #777; font-weight: normal; }
    .variants { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
    figure { margin: 0; } figcaption { font-size: 12px; color: #555; margin-bottom: 4px; }
    figure img { display: block; max-width: 300px; max-height: 640px; border: 1px solid #ccc; }
    .failure:empty, .diagnostics:empty { display: none; }
    .failure { color: #b3261e; font-size: 12px; max-width: 300px; white-space: pre-wrap; }
    .diagnostics { color: #8a5a00; font-size: 12px; max-width: 300px; white-space: pre-wrap; }
    </style></head><body>
    <header><h1>Vellum previews</h1><input id="filter" placeholder="Filter by name" autofocus>
    <span id="status">connecting…</span></header>
    <div id="errors"></div>
    <main id="grid"></main>
    <script>
    const images = {};
    let layout = "";
    function esc(s) { return String(s).replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}[c])); }
    function applyFilter() {
      const text = document.getElementById("filter").value.toLowerCase();
      for (const section of document.querySelectorAll("section.preview")) {
        section.hidden = text !== "" && !section.dataset.name.toLowerCase().includes(text);
      }
    }
    function render(state) {
      document.getElementById("status").textContent = state.status;
      document.getElementById("errors").innerHTML = state.errors.map(e =>
        `<div class="error">${e.file ? `<b>${esc(e.file)}:${e.line}:${e.column}</b>: ` : ""}${esc(e.message)}</div>`).join("");
      const shape = JSON.stringify(state.previews.map(p => [p.name, p.canvas, p.images.map(i => i.stem)]));
      if (shape !== layout) {
        layout = shape;
        const grid = document.getElementById("grid");
        grid.innerHTML = "";
        for (const key in images) delete images[key];
        for (const preview of state.previews) {
          const section = document.createElement("section");
          section.className = "preview";
          section.dataset.name = preview.name;
          section.innerHTML = `<h2>${esc(preview.name)} <small>${esc(preview.canvas)}</small></h2><div class="variants"></div>`;
          for (const image of preview.images) {
            const figure = document.createElement("figure");
            figure.innerHTML = `<figcaption>${esc(image.variant)}</figcaption><img alt=""><div class="failure"></div><div class="diagnostics"></div>`;
            const img = figure.querySelector("img");
            img.dataset.stem = image.stem;
            img.dataset.preview = preview.name;
            images[image.stem] = figure;
            section.querySelector(".variants").appendChild(figure);
          }
          grid.appendChild(section);
        }
      }
      for (const preview of state.previews) {
        for (const image of preview.images) {
          const figure = images[image.stem];
          if (!figure) continue;
          const img = figure.querySelector("img");
          if (image.url && img.getAttribute("src") !== image.url) img.setAttribute("src", image.url);
          figure.querySelector(".failure").textContent = image.failure;
          figure.querySelector(".diagnostics").textContent = image.diagnostics.map(d => "warning: " + d).join("\\n");
        }
      }
      applyFilter();
    }
    document.getElementById("filter").addEventListener("input", applyFilter);
    fetch("/state.json").then(r => r.json()).then(render);
    const events = new EventSource("/events");
    events.addEventListener("state", e => render(JSON.parse(e.data)));
    events.addEventListener("image", e => {
      const change = JSON.parse(e.data);
      const figure = images[change.stem];
      if (figure) figure.querySelector("img").setAttribute("src", change.url);
    });
    </script>
    </body></html>
    """
}
