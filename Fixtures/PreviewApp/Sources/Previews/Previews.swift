import VellumPreview

// Every #Preview and PreviewProvider of the modules linked here, with Vellum's command line:
// `swift run Previews list`, `render NAME`, `export`, `verify`.
@main struct Previews: PreviewCatalog {}
