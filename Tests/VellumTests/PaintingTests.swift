import Foundation
import Testing
import Vellum
import VellumCairo

/// Pixels of materials, shadows, symbols and buttons: each checks what iOS would show.
@Suite(.serialized)
struct PaintingTests {
  func render<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200, scheme: ColorScheme = .light) throws
    -> (RGBAImage, Renderer)
  {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      view, size: ProposedViewSize(width: width, height: height), scale: 1, colorScheme: scheme)
    return (try renderer.pixels(result.displayList, scale: 1, colorScheme: scheme), result)
  }

  @Test func regularMaterialOverWhiteIsItsRecipesGrey() throws {
    let (image, _) = try render(Rectangle().fill(.regularMaterial).frame(width: 100, height: 100))
    // Spec §4: light regular over white: saturate (no-op on grey), +0.10, luminance map → 0.815,
    // mixed 75 % → 0.25 × 1 + 0.75 × 0.815 ≈ 0.861.
    let centre = image[100, 100]
    #expect(abs(Int(centre.r) - 220) <= 1 && centre.r == centre.g && centre.g == centre.b, "\(centre)")
    #expect(image[10, 10] == (255, 255, 255, 255), "outside the material the canvas is untouched")
    let (dark, _) = try render(Rectangle().fill(.ultraThinMaterial).frame(width: 100, height: 100), scheme: .dark)
    // Dark ultra-thin over black: 0.5 × 0 + 0.5 × 0.24 = 0.12 (spec §4's sanity check).
    #expect(abs(Int(dark[100, 100].r) - 31) <= 1, "\(dark[100, 100])")
  }

  @Test func aTranslucentColourIsCompositedAtIOSsEightBitAlpha() throws {
    // iOS rounds 12 % to 31/255; Cairo truncated its 16-bit alpha to 30/255, a unit lighter.
    // Measured in ../shared/ios-reference: the search field over white is rgb(238, 238, 239)
    // (bwa-item-list-favorites), the stepper over grouped grey rgb(227, 227, 232) (bwa-edit-item).
    let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    let (overWhite, _) = try render(fill.frame(width: 100, height: 100))
    #expect(overWhite[100, 100] == (238, 238, 239, 255), "\(overWhite[100, 100])")
    let grouped = ZStack {
      Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255); fill
    }
    let (overGrey, _) = try render(grouped.frame(width: 100, height: 100))
    #expect(overGrey[100, 100] == (227, 227, 232, 255), "\(overGrey[100, 100])")
    // Text takes the same rounding: a glyph's solid stem in 30 % black over white is 178
    // (77/255), not 179.
    let (text, _) = try render(Text("l").font(.system(size: 150)).foregroundStyle(Color.black.opacity(0.3)))
    let darkest = (0..<text.height).flatMap { y in (0..<text.width).map { text[$0, y].r } }.min()
    #expect(darkest == 178, "\(String(describing: darkest))")
  }

  @Test func theSpinnerIsDrawnAtIOSsStillPhase() throws {
    // bw-vault-list-loading (iOS 17, medium spinner in the secondary colour over rgb 242): the
    // darkest spoke at 9 o'clock (151), then anticlockwise 166, 181, 197, the other four 213;
    // the ink 19 × 19 in its 20 pt frame, spokes from 3.5 pt out.
    let grey = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    let renderer = try ImageRenderer()
    let view = ZStack {
      grey; ProgressView()
    }.frame(width: 40, height: 40)
    let list = renderer.displayList(view, size: ProposedViewSize(width: 40, height: 40), scale: 3).displayList
    let image = try renderer.pixels(list, scale: 3, colorScheme: .light)
    func darkest(_ angle: Double) -> Int {
      (12...27).map { r in
        Int(image[60 + Int((cos(angle) * Double(r)).rounded()), 60 + Int((sin(angle) * Double(r)).rounded())].r)
      }.min()!
    }
    let spokes = (0..<8).map { darkest(Double.pi - 2 * Double.pi * Double($0) / 8) }
    for (measured, ios) in zip(spokes, [151, 166, 181, 197, 213, 213, 213, 213]) {
      #expect(abs(measured - ios) <= 2, "spokes from 9 o'clock anticlockwise: \(spokes)")
    }
    #expect(image[60 - 9, 60].r > 235 && image[60 - 12, 60].r < 200, "no ink within 3.5 pt of the centre")
  }

  @Test func materialBlursWhatIsBeneathIt() throws {
    let view = ZStack {
      HStack(spacing: 0) {
        Color.red.frame(width: 100)
        Color.white.frame(width: 100)
      }
      Rectangle().fill(.regularMaterial).frame(width: 160, height: 100)
    }
    let (image, _) = try render(view)
    let nearRed = image[95, 100]
    let nearWhite = image[105, 100]
    let farWhite = image[175, 100]
    #expect(nearRed.r > nearRed.g + 20, "the red backdrop shows through the material: \(nearRed)")
    #expect(nearWhite.r > nearWhite.g, "the blur spreads red across the edge: \(nearWhite)")
    #expect(Int(nearRed.g) - Int(nearWhite.g) < 60, "no hard edge under the material")
    #expect(farWhite.r < 250, "still the material's grey far from the red")
  }

  @Test func shadowFollowsTheDrawnAlphaNotTheFrame() throws {
    let view = Circle().fill(Color.white).frame(width: 100, height: 100).shadow(radius: 4, y: 10)
    let (image, result) = try render(view)
    #expect(result.displayList.description.contains("shadow #00000054 σ4 (0, 10)"))
    let belowCircle = image[100, 155]  // 5 pt under the circle's bottom, inside the offset shadow
    let frameCorner = image[148, 158]  // under the frame's corner, far from the circle
    let far = image[100, 190]
    #expect(belowCircle.r < 220, "the shadow darkens beneath the circle: \(belowCircle)")
    #expect(frameCorner.r > belowCircle.r + 20, "no shadow under the empty frame corner: \(frameCorner)")
    #expect(far.r >= 250, "the shadow fades out within 3σ: \(far)")
    #expect(image[100, 100] == (255, 255, 255, 255), "the view itself is drawn over its shadow")
  }

  /// A symbol with no measured box (see SymbolFormTests for those) is a square of its size.
  @Test func symbolsDrawAGlyphSizedByTheFont() throws {
    let view = Image(systemName: "star.fill").font(.system(size: 40)).foregroundStyle(.red)
    let (image, result) = try render(view)
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 200))
    #expect(snapshot.size == CGSize(width: 40, height: 40), "an unmeasured medium symbol is as wide as the point size")
    #expect(result.displayList.description.contains("star.fill U+E838"))
    var red = 0
    for y in 80..<120 {
      for x in 80..<120 where image[x, y].r > 200 && image[x, y].g < 100 { red += 1 }
    }
    #expect(red > 400, "the star is drawn in the foreground style (\(red) red pixels)")
    let large = LayoutSnapshot(
      of: Image(systemName: "star.fill").font(.system(size: 40)).imageScale(.large),
      proposal: ProposedViewSize(width: 200, height: 200))
    #expect(abs(large.size.width - 40 * 1.28) < 0.001, "imageScale(.large) is 1.28×")
  }

  @Test func unknownSymbolsDrawAPlaceholderAndSaySo() throws {
    let (_, result) = try render(Image(systemName: "no.such.symbol"))
    #expect(result.diagnostics.contains { $0.contains("no.such.symbol") })
    #expect(result.displayList.description.contains("stroke"), "a visible placeholder")
  }

  @Test func everySeedSymbolIsMapped() {
    for name in ["person", "gear", "questionmark.circle", "square.fill", "bell.fill", "plus", "minus", "star.fill"] {
      let snapshot = LayoutSnapshot(of: Image(systemName: name), proposal: .unspecified)
      #expect(snapshot.diagnostics.isEmpty, "\(name): \(snapshot.diagnostics)")
    }
  }

  @Test func labelStyles() {
    func size<S: LabelStyle>(_ style: S) -> CGSize {
      LayoutSnapshot(of: Label("Title", systemImage: "star").labelStyle(style), proposal: .unspecified).size
    }
    let both = size(.titleAndIcon)
    let title = size(.titleOnly)
    let icon = size(.iconOnly)
    #expect(icon == CGSize(width: 17, height: 17), "a body-sized symbol")
    #expect(abs(both.width - (title.width + 8 + icon.width)) < 0.001, "icon, 8 pt, title")
  }

  @Test func buttonStylesAndStates() throws {
    let environment = EnvironmentValues()
    func list<V: View>(_ view: V) -> String {
      Renderer(view, proposal: ProposedViewSize(width: 300, height: 100)).displayList.description
    }
    let blue = Paint.color(RGBA(Color.blue.resolve(in: environment))).description
    let white = Paint.color(RGBA(Color.white.resolve(in: environment))).description
    let gray = Paint.color(RGBA(Color.gray.resolve(in: environment))).description
    let prominent = list(Button("Go") {}.buttonStyle(.borderedProminent))
    #expect(prominent.contains("fill") && prominent.contains(blue), "filled with the accent colour")
    #expect(prominent.contains("\(white) \"Go\""), "white label")
    #expect(list(Button("Go") {}).contains("\(blue) \"Go\""), "borderless: label in the accent colour")
    #expect(list(Button("Go") {}.disabled(true)).contains("\(gray) \"Go\""), "disabled: grey")
    let red = Paint.color(RGBA(Color.red.resolve(in: environment))).description
    #expect(list(Button("Delete", role: .destructive) {}).contains("\(red) \"Delete\""))
    #expect(
      list(Button("Go") {}.tint(.green)).contains(Paint.color(RGBA(Color.green.resolve(in: environment))).description))
    let large = LayoutSnapshot(
      of: Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large), proposal: .unspecified)
    #expect(large.size.height == 50, "large controls are 50 pt tall")
  }
}
