import Foundation
import Testing
import Vellum
import VellumCairo

/// SVG and PDF output: vectors stay vectors, and the SVG, rasterised by another renderer
/// (librsvg's `rsvg-convert`), matches Vellum's own PNG.
@Suite(.serialized)
struct VectorOutputTests {
  struct Sample: View {
    var body: some View {
      VStack(spacing: 12) {
        Text("Vector text").font(.title.bold())
        HStack(spacing: 8) {
          RoundedRectangle(cornerRadius: 12).fill(
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
          Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40))
          Capsule().stroke(Color.green, lineWidth: 4)
        }
        .frame(height: 80)
        Label("Symbols too", systemImage: "star.fill").foregroundStyle(.orange)
      }
      .padding()
    }
  }

  let size = ProposedViewSize(width: 240, height: 200)

  @Test func svgKeepsVectorsGradientsAndGlyphOutlines() throws {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(Sample(), size: size).displayList
    let svg = String(decoding: try renderer.encode(list, scale: 1, colorScheme: .light, format: .svg), as: UTF8.self)
    #expect(svg.contains("<linearGradient") && svg.contains("<radialGradient"), "gradients stay gradients")
    #expect(svg.contains("<path"), "shapes are paths")
    #expect(!svg.contains("<image"), "nothing was rasterised")
    #expect(svg.contains("glyph"), "text is glyph outlines")
    let pdf = try renderer.encode(list, scale: 1, colorScheme: .light, format: .pdf)
    #expect(pdf.starts(with: Data("%PDF".utf8)))
  }

  @Test func svgRasterisedByLibrsvgMatchesThePNG() throws {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(Sample(), size: size, scale: 2).displayList
    let png = try renderer.pixels(list, scale: 2, colorScheme: .light)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      if ProcessInfo.processInfo.environment["VELLUM_KEEP"] == nil { try? FileManager.default.removeItem(at: folder) }
    }
    let svgURL = folder.appendingPathComponent("sample.svg")
    let outURL = folder.appendingPathComponent("sample.png")
    try renderer.encode(list, scale: 1, colorScheme: .light, format: .svg).write(to: svgURL)
    try PNG.encode(png).write(to: folder.appendingPathComponent("vellum.png"))
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
    tool.arguments = ["-w", "\(png.width)", "-h", "\(png.height)", "-o", outURL.path, svgURL.path]
    try #require(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "install librsvg2-bin (Scripts/setup)")
    try tool.run()
    tool.waitUntilExit()
    #expect(tool.terminationStatus == 0)
    let other = try PNG.decode(Data(contentsOf: outURL)).image
    #expect(other.width == png.width && other.height == png.height)
    // Anti-aliasing differs between the two rasterisers, and Cairo's image backend puts
    // glyphs on whole pixels where SVG keeps them exact: a pixel matches if some pixel within
    // one pixel of it in the other image is close. Shapes, colours and glyph positions must
    // agree; nothing may be off by more than a pixel.
    func composite(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
      // rsvg leaves the page transparent where Vellum paints the white canvas.
      let p = image[x, y]
      func over(_ c: UInt8) -> Int { (Int(c) * Int(p.a) + 255 * (255 - Int(p.a))) / 255 }
      return (over(p.r), over(p.g), over(p.b))
    }
    var far = 0
    var largest = 0
    for y in 0..<png.height {
      for x in 0..<png.width {
        let a = composite(png, x, y)
        var best = Int.max
        for dy in -1...1 {
          for dx in -1...1 {
            let (nx, ny) = (x + dx, y + dy)
            guard nx >= 0, ny >= 0, nx < other.width, ny < other.height else { continue }
            let b = composite(other, nx, ny)
            best = min(best, max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2)))
          }
        }
        largest = max(largest, best)
        if best > 32 { far += 1 }
      }
    }
    let share = Double(far) / Double(png.width * png.height)
    // Measured: about 0.47 %, all on glyph edges.
    #expect(share < 0.006, "\(far) pixels (\(share * 100) %) differ by more than 32 levels from every neighbour")
    // Every band of rows inks the same horizontal extent: nothing is missing or moved.
    func extents(_ image: RGBAImage) -> [ClosedRange<Int>?] {
      stride(from: 0, to: image.height, by: 20).map { top in
        var columns: [Int] = []
        for y in top..<min(top + 20, image.height) {
          for x in 0..<image.width {
            let (r, g, b) = composite(image, x, y)
            if min(r, g, b) < 200 { columns.append(x) }
          }
        }
        return columns.min().map { $0...columns.max()! }
      }
    }
    for (band, (a, b)) in zip(extents(png), extents(other)).enumerated() {
      let close =
        (a == nil && b == nil)
        || (a != nil && b != nil && abs(a!.lowerBound - b!.lowerBound) <= 2
          && abs(a!.upperBound - b!.upperBound) <= 2)
      #expect(
        close,
        "rows \(band * 20)–\(band * 20 + 19): Vellum inks \(String(describing: a)), librsvg \(String(describing: b))")
    }
  }

  @Test func everyFormatIsByteIdenticalRenderAfterRender() throws {
    // Materials and shadows embed images, whose ids Cairo numbers process-wide.
    let view = Sample().background(.regularMaterial).shadow(radius: 3)
    for format in ImageFormat.allCases {
      let outputs = try (0..<2).map { _ in
        let renderer = try ImageRenderer()
        let list = renderer.displayList(view, size: size, scale: 2).displayList
        return try renderer.encode(list, scale: 2, colorScheme: .dark, format: format)
      }
      #expect(outputs[0] == outputs[1], "\(format) differs between two renders in one process")
    }
  }

  @Test func emojiAreInColourAndRightToLeftTextIsShaped() throws {
    let renderer = try ImageRenderer()
    let emoji = Text("🚀🎉").font(.system(size: 40))
    let list = renderer.displayList(emoji, size: ProposedViewSize(width: 120, height: 60)).displayList
    let image = try renderer.pixels(list, scale: 1, colorScheme: .light)
    var coloured = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 60 { coloured += 1 }
      }
    }
    #expect(coloured > 200, "emoji drawn in colour (\(coloured) saturated pixels)")
    let size = LayoutSnapshot(
      of: emoji, proposal: .unspecified, environment: renderer.environment(scale: 1, colorScheme: .light)
    ).size
    #expect(size.width < 120 && size.height < 60, "emoji are scaled to the font size: \(size)")

    // Korean, Japanese and Chinese through Noto Sans CJK (a reading app's Korean labels were
    // drawn as boxes, twelfth trial).
    for (script, string) in [
      ("Arabic", "مرحبا بالعالم"), ("Hebrew", "שלום עולם"), ("emoji", "🚀🎉👍🏽"), ("Korean", "독서 기록"),
      ("Japanese", "日本語のテキスト"), ("Chinese", "你好世界"),
    ] {
      var run: TextRun?
      let probe = Text(string)
      let snapshot = LayoutSnapshot(
        of: probe, proposal: .unspecified, environment: renderer.environment(scale: 1, colorScheme: .light))
      #expect(snapshot.size.width > 20, "\(script) has a width")
      let list = renderer.displayList(probe, size: .unspecified).displayList
      for item in list.items { if case .text(let r, _, _) = item { run = r } }
      let found = try #require(run)
      #expect(renderer.text.missingGlyphs(found) == 0, "every \(script) character has a glyph")
      if script != "emoji" { #expect(found.rightToLeft == false, "direction comes from the environment, not the text") }
    }
  }
}
