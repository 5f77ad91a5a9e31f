import Foundation
import Testing
@testable import Vellum
import VellumCairo

/// Symbols as iOS draws their forms (issue 28): outline and filled forms stay apart, the
/// multicolour form of the symbols that have one, and symbols public screens use.
@Suite(.serialized)
struct SymbolFormTests {
  func render<V: View>(_ view: V) throws -> (pixels: RGBAImage, list: String, diagnostics: [String]) {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 2, colorScheme: .light)
    let pixels = try renderer.pixels(result.displayList, scale: 2, colorScheme: .light, parallel: false)
    return (pixels, result.displayList.description, result.diagnostics)
  }

  /// Pixels that are mostly ink (dark or saturated) on the white page.
  func inkCount(_ image: RGBAImage) -> Int {
    var count = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        let sum: Int = Int(p.r) + Int(p.g) + Int(p.b)
        if sum < 384 { count += 1 }
      }
    }
    return count
  }

  /// An outline symbol drawn after a dashed shape is still solid: the dash an earlier stroke
  /// left on the context drew a tab bar's `house` as dots.
  @Test func anOutlineSymbolAfterADashedStrokeIsSolid() throws {
    func house<S: View>(after shape: S) throws -> Int {
      let drawn = try render(
        HStack(spacing: 0) {
          shape.frame(width: 40, height: 40); Image(systemName: "house").font(.system(size: 40))
        })
      var ink = 0
      for y in 0..<drawn.pixels.height {
        for x in 90..<drawn.pixels.width {
          let p = drawn.pixels[x, y]
          if Int(p.r) + Int(p.g) + Int(p.b) < 384 { ink += 1 }
        }
      }
      return ink
    }
    let solid = try house(after: Circle().stroke(.red, lineWidth: 2))
    let dashed = try house(after: Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [1, 8])))
    #expect(solid > 200 && dashed == solid, "ink after a dashed stroke \(dashed), after a solid one \(solid)")
  }

  @Test func outlineFormsAreDrawnAsOutlinesAndFilledFormsFilled() throws {
    // iOS: `gearshape` is a gear's outline (an unselected tab), `gearshape.fill` a solid gear.
    // Vellum's stand-in for both is Material's filled gear; the outline form strokes its contour.
    for (outline, filled) in [
      ("gearshape", "gearshape.fill"), ("paperplane", "paperplane.fill"), ("plus.app", "plus.app.fill"),
    ] {
      let thin = try render(Image(systemName: outline).font(.system(size: 40)))
      let solid = try render(Image(systemName: filled).font(.system(size: 40)))
      #expect(thin.list.contains("\(outline) U+") && thin.list.contains("outlined"), "\(thin.list)")
      #expect(!solid.list.contains("outlined"), "\(solid.list)")
      let ratio = Double(inkCount(thin.pixels)) / Double(inkCount(solid.pixels))
      // The paper plane is thin, so its outline covers most of it; the gear and the square do not.
      #expect(ratio < (outline == "paperplane" ? 0.9 : 0.7), "\(outline) has \(ratio) of \(filled)'s ink")
      #expect(ratio > 0.15, "\(outline) still draws its contour (\(ratio))")
    }
  }

  @Test func aSymbolWhoseOutlineHasSolidPartsStaysFilled() throws {
    // SF's `pause` is two solid bars, like `pause.fill`.
    #expect(try !render(Image(systemName: "pause")).list.contains("outlined"))
  }

  @Test func symbolsFromPublicScreensAreKnown() throws {
    for name in ["tshirt", "infinity", "multiply.circle.fill", "target", "scalemass", "scalemass.fill"] {
      let result = try render(Image(systemName: name))
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      #expect(result.list.contains("symbol") && result.list.contains(name), "\(result.list)")
    }
  }

  /// Numbered circles a workout app's welcome screen steps through, and the pill and app
  /// grid of medication and settings screens (sixth trial).
  /// A budget app's settings button and a habit tracker's export row (eighth trial); the
  /// gear in a circle now has a filled form, so its outline form is drawn outlined.
  @Test func gearInACircleAndUploadDocumentFilledAreKnown() throws {
    for name in ["gearshape.circle.fill", "arrow.up.doc.fill"] {
      let result = try render(Image(systemName: name))
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      #expect(result.list.contains("symbol") && result.list.contains(name), "\(result.list)")
    }
  }

  /// The drizzle and snow of a weather app's ten-day forecast (seventh trial).
  @Test func drizzleAndSnowAreKnown() throws {
    for name in ["cloud.drizzle.fill", "snow"] {
      let result = try render(Image(systemName: name))
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      #expect(result.list.contains("symbol") && result.list.contains(name), "\(result.list)")
    }
  }

  @Test func numberedCirclesPillsAndAppGridsAreKnown() throws {
    for name in ["2.circle", "3.circle", "4.circle", "5.circle.fill", "6.square.fill", "pill.fill", "apps.iphone"] {
      let result = try render(Image(systemName: name))
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      #expect(result.list.contains("symbol") && result.list.contains(name), "\(result.list)")
    }
  }

  /// The colour at the symbol's centre.
  func centre(_ view: some View) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let image = try render(view.font(.system(size: 40))).pixels
    return image[image.width / 2, image.height / 2]
  }

  @Test func originalAndMulticolourDrawTheSymbolsOwnColour() throws {
    // iOS draws `sun.max.fill` yellow with `.renderingMode(.original)` (issue 28: it was black).
    let sun = try centre(Image(systemName: "sun.max.fill").renderingMode(.original))
    #expect(sun.r > 240 && sun.g > 190 && sun.b < 40, "\(sun)")
    let plain = try centre(Image(systemName: "sun.max.fill"))
    #expect(plain.r < 40 && plain.g < 40 && plain.b < 40, "\(plain)")
    let heart = try centre(
      VStack { Image(systemName: "heart.fill") }.symbolRenderingMode(.multicolor).foregroundStyle(.blue))
    #expect(heart.r > 240 && heart.g < 80 && heart.b < 80, "multicolour wins over the foreground: \(heart)")
    let own = try centre(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
    #expect(own.r > 240 && own.g < 80, "\(own)")
  }

  @Test func aSymbolWithoutAMulticolourFormKeepsTheForegroundStyle() throws {
    let gear = try centre(
      Image(systemName: "square.fill").symbolRenderingMode(.multicolor).foregroundStyle(
        Color(red: 0, green: 0, blue: 1)))
    #expect(gear.b > 240 && gear.r < 20 && gear.g < 20, "\(gear)")
    let hierarchical = try centre(
      Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).foregroundStyle(
        Color(red: 0, green: 0, blue: 1)))
    #expect(hierarchical.b > 240 && hierarchical.r < 20, "\(hierarchical)")
  }

  /// The ink box of the dark pixels of a render at @3x, in points.
  func inkBox(_ view: some View) throws -> CGSize {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 3, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: 3, colorScheme: .light, parallel: false)
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        let sum: Int = Int(p.r) + Int(p.g) + Int(p.b)
        if sum < 384 { (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)) }
      }
    }
    return maxX < 0 ? .zero : CGSize(width: CGFloat(maxX - minX + 1) / 3, height: CGFloat(maxY - minY + 1) / 3)
  }

  @Test func measuredSymbolsTakeIOSsBoxAndInk() throws {
    // iOS 17 (../shared/ios-reference): a toolbar xmark at 17 pt large is 13 × 13 of ink in a
    // 19 pt wide box; a header's arrow.clockwise at body size, 16 pt at the render's Medium
    // Dynamic Type size, is 14 × 17 of ink in 16.67 × 19.
    let xmark = try render(Image(systemName: "xmark").imageScale(.large)).list
    #expect(xmark.contains("canvas 19×21.76"), "the box: \(xmark)")
    let ink = try inkBox(Image(systemName: "xmark").imageScale(.large))
    #expect(abs(ink.width - 13) <= 0.67 && abs(ink.height - 13) <= 0.67, "\(ink)")
    let arrow = try inkBox(Image(systemName: "arrow.clockwise").dynamicTypeSize(.medium))
    #expect(abs(arrow.width - 14) <= 0.67 && abs(arrow.height - 17) <= 0.67, "\(arrow)")
    // An unmeasured symbol keeps a square box of its point size.
    #expect(try render(Image(systemName: "star")).list.contains("17×17"))
  }

  /// Boxes and ink measured on public iOS 18 snapshot tests at body size (approach's Delete
  /// and Edit labels, criticalmaps' icon buttons): issue 28 found `heart.fill` about 21 × 18 on
  /// iOS where Vellum laid out 17 × 17. A filled form takes its outline's box.
  @Test(arguments: [
    ("heart", CGSize(width: 20.67, height: 17.33), CGSize(width: 16.67, height: 15.33)),
    ("heart.fill", CGSize(width: 20.67, height: 17.33), CGSize(width: 16.67, height: 15.33)),
    ("trash", CGSize(width: 19, height: 21), CGSize(width: 16.33, height: 18.67)),
    ("pencil", CGSize(width: 17.33, height: 18.33), CGSize(width: 13.33, height: 13.33)),
    ("bicycle", CGSize(width: 31, height: 19), CGSize(width: 27, height: 16.67)),
  ])
  func bodySymbolsTakeTheBoxesMeasuredOnIOS(name: String, box: CGSize, ink: CGSize) throws {
    let snapshot = LayoutSnapshot(of: Image(systemName: name), proposal: .unspecified)
    #expect(
      abs(snapshot.size.width - box.width) < 0.01 && abs(snapshot.size.height - box.height) < 0.01, "\(snapshot.size)")
    let drawn = try inkBox(Image(systemName: name))
    #expect(abs(drawn.width - ink.width) <= 0.67 && abs(drawn.height - ink.height) <= 0.67, "\(name): \(drawn)")
  }

  /// vault-ios's tag pills (iOS 18.0 and 18.1, @3x, body size): `tag.fill` lays out 22.53 × 21
  /// with 18.53 pt of ink, `person.fill` 17.96 wide with 13.96 × 14.92 of ink; the outlines
  /// share them. Without the measurements both were 17 × 17.
  @Test(arguments: [
    ("tag", CGSize(width: 22.53, height: 21), CGSize(width: 18.53, height: 18.53)),
    ("tag.fill", CGSize(width: 22.53, height: 21), CGSize(width: 18.53, height: 18.53)),
    ("person.fill", CGSize(width: 17.96, height: 17.12), CGSize(width: 13.96, height: 14.92)),
  ])
  func tagAndPersonTakeTheBoxesMeasuredOnIOS(name: String, box: CGSize, ink: CGSize) throws {
    let snapshot = LayoutSnapshot(of: Image(systemName: name), proposal: .unspecified)
    #expect(
      abs(snapshot.size.width - box.width) < 0.01 && abs(snapshot.size.height - box.height) < 0.01,
      "\(name): \(snapshot.size)")
    let drawn = try inkBox(Image(systemName: name))
    #expect(abs(drawn.width - ink.width) <= 0.67 && abs(drawn.height - ink.height) <= 0.67, "\(name): \(drawn)")
  }

  /// A resizable symbol is scaled into its frame, so its ink stays inside it, whatever the
  /// stand-in's proportions: `doc.on.doc` in 22 × 22 drew 24.33 pt tall (bwa-settings: the
  /// copy icon's ink is 22 × 22 on iOS).
  @Test func aResizableSymbolsInkStaysInItsFrame() throws {
    let ink = try inkBox(
      Image(systemName: "doc.on.doc").resizable().scaledToFit().frame(width: 22, height: 22).padding(10))
    #expect(ink.width <= 22.34 && ink.height <= 22.34 && max(ink.width, ink.height) > 21, "\(ink)")
  }

  /// A resizable symbol's ink, not its layout box, fills its frame: criticalmaps' user-tracking
  /// button draws `location` resizable in 30 × 30 with about 29 pt of ink (iOS 18.2), where
  /// scaling its 19.75 × 18.18 box into the frame would leave 24. `plus`, whose ink is 13.66
  /// in a 17.83 pt box, fills it too.
  @Test func aResizableSymbolsInkFillsItsFrame() throws {
    for name in ["location", "plus", "star"] {
      let ink = try inkBox(
        Image(systemName: name).resizable().aspectRatio(contentMode: .fit).frame(width: 30, height: 30).padding(10))
      #expect(max(ink.width, ink.height) >= 29 && max(ink.width, ink.height) <= 30.34, "\(name): \(ink)")
    }
  }

  /// At the medium scale the boxes measured on public snapshot tests (iOS 17.2–18.4): a body
  /// `plus` is 17.83 × 15.83 with 13.66 pt of ink (approach's add button); any symbol in a
  /// circle takes the 19.58 × 18.83 box around a 16.93 pt circle that
  /// `line.3.horizontal.decrease.circle` measures (ferrostar's `info.circle.fill` agrees).
  @Test func mediumScaleBoxesAndTheCircleFamilyFollowIOS() throws {
    let plus = try render(Image(systemName: "plus")).list
    #expect(plus.contains("canvas 17.83×15.83"), "\(plus)")
    let plusInk = try inkBox(Image(systemName: "plus"))
    #expect(abs(plusInk.width - 13.66) <= 0.67 && abs(plusInk.height - 13.66) <= 0.67, "\(plusInk)")
    for name in ["checkmark.circle.fill", "info.circle", "circle.fill", "person.crop.circle"] {
      let list = try render(Image(systemName: name)).list
      #expect(list.contains("canvas 19.58×18.83"), "\(name): \(list)")
      let ink = try inkBox(Image(systemName: name))
      #expect(abs(ink.width - 16.93) <= 0.67 && abs(ink.height - 16.93) <= 0.67, "\(name): \(ink)")
    }
    #expect(try render(Image(systemName: "plus.square")).list.contains("canvas 19.42×17.42"))
    // Names that only contain the word keep the square box: no family outline.
    #expect(try render(Image(systemName: "circle.grid.2x2")).list.contains("17×17"))
  }

  /// chevron.right at title2 medium, 21 pt at the render's Medium Dynamic Type size
  /// (criticalmaps-settings-ios18, iOS 18.0), is 10.67 × 18.33 of ink; a List row's disclosure chevron (the same glyph at footnote semibold) then ends at
  /// x 349.33 on a 390 pt screen, as iOS 17/18 draws it (issue 28's settings screens; Vellum's
  /// ended at 346).
  @Test func chevronsTakeIOSsInkAndTheDisclosureEndsWhereIOSsDoes() throws {
    let ink = try inkBox(Image(systemName: "chevron.right").font(.title2.weight(.medium)).dynamicTypeSize(.medium))
    #expect(abs(ink.width - 10.67) <= 0.67 && abs(ink.height - 18.33) <= 0.67, "\(ink)")
    let renderer = try ImageRenderer()
    let list = List { NavigationLink("General") { Text("Detail") } }.frame(width: 390, height: 200)
    let result = renderer.displayList(list, size: .unspecified, scale: 3, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: 3, colorScheme: .light, parallel: false)
    var right = -1
    for y in 0..<image.height {
      for x in 900..<image.width {
        let p = image[x, y]
        if p.r < 220 && p.b < 220 { right = max(right, x) }
      }
    }
    #expect(abs(CGFloat(right + 1) / 3 - 349.33) <= 0.67, "the chevron's ink ends at \(CGFloat(right + 1) / 3)")
  }

  @Test func aSectionHeadersSymbolKeepsTheBodySize() throws {
    // iOS 17 (bwa-debug-menu, at Medium): the header's text is footnote, its refresh button's
    // symbol body-sized: 16.67 × 19 at 16 pt.
    let list = try render(
      List {
        Section {
          Text("Row")
        } header: {
          HStack {
            Text("Flags")
            Spacer()
            Button {
            } label: {
              Image(systemName: "arrow.clockwise")
            }
          }
        }
      }
      .frame(width: 390, height: 300)
      .dynamicTypeSize(.medium)
    ).list
    #expect(list.contains("16.5×19"), "at @2x: \(list)")
    #expect(list.contains("12pt") && list.contains("\"FLAGS\""), "\(list)")
  }
  /// `ellipsis.circle` (a menu's "More" button) drew as three tall ovals: its stand-in is
  /// Material's bare `more_horiz`, stretched to the circle's ink box. iOS draws a ring around
  /// three round dots, and `ellipsis.circle.fill` a disc with the dots cut out of it, so the
  /// background shows through them. Stand-ins that carry their own circle are left as they are.
  @Test func enclosedSymbolsAreDrawnInTheirCircleOrSquare() throws {
    let ring = try inkBox(Image(systemName: "ellipsis.circle").font(.system(size: 40)))
    #expect(abs(ring.width - ring.height) <= 0.67, "a circle, not three stretched dots: \(ring)")
    #expect(ring.width > 36 && ring.width < 42, "the circle spans the family's ink box: \(ring)")
    // Inside the ring, above the dots, is the page (the stretched dots covered it).
    let outline = try render(Image(systemName: "ellipsis.circle").font(.system(size: 40))).pixels
    let inside = outline[outline.width / 2, outline.height / 2 - 24]
    #expect(Int(inside.r) + Int(inside.g) + Int(inside.b) > 700, "inside the ring: \(inside)")
    let top = (0..<outline.height / 2).map { outline[outline.width / 2, $0] }
    #expect(top.contains { Int($0.r) + Int($0.g) + Int($0.b) < 200 }, "the ring's top is drawn")
    let yellow = Color(red: 1, green: 1, blue: 0)
    let disc = try render(
      Image(systemName: "ellipsis.circle.fill").font(.system(size: 40)).padding(4).background(yellow)
    ).pixels
    let (midX, midY) = (disc.width / 2, disc.height / 2)
    // The middle dot is cut out (the yellow shows), the disc between the dots is drawn.
    let dot = disc[midX, midY]
    #expect(dot.r > 240 && dot.g > 240 && dot.b < 40, "the centre dot shows the background: \(dot)")
    let between = disc[midX, midY - disc.height / 6]
    #expect(Int(between.r) + Int(between.g) + Int(between.b) < 120, "the disc above the dots: \(between)")
    let playSquare = try render(Image(systemName: "play.square"))
    #expect(playSquare.list.contains("play.square"), "\(playSquare.list)")
    // `plus.circle.fill`'s stand-in is Material's own `add_circle`: nothing is drawn around it.
    #expect(SymbolEnclosure.of("plus.circle.fill", material: "add_circle") == nil)
    #expect(SymbolEnclosure.of("bolt.circle.fill", material: "bolt") == .circle(filled: true))
    #expect(SymbolEnclosure.of("play.square", material: "play_arrow") == .roundedSquare(filled: false))
    #expect(SymbolEnclosure.of("square.on.square", material: "content_copy") == nil, "two squares, not an enclosure")
    #expect(SymbolEnclosure.of("square.on.circle", material: "category") == nil, "two shapes, not an enclosure")
  }

  /// `circle.dashed` (a tracker's "not started" status) was Material's filled disc, and
  /// `dollarsign.ring.dashed` a placeholder: iOS draws a ring of dashes, alone or around the glyph.
  @Test func dashedRingsAreDrawnAsDashes() throws {
    for name in ["circle.dashed", "dollarsign.ring.dashed"] {
      let result = try render(Image(systemName: name).font(.system(size: 40)))
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      let image = result.pixels
      let (cx, cy) = (Double(image.width) / 2, Double(image.height) / 2)
      // Around the ring, just inside its edge, ink and gaps alternate.
      let radius = min(cx, cy) * 0.88
      let around = (0..<360).map { degree -> Bool in
        let angle = Double(degree) * Double.pi / 180
        let p = image[Int(cx + radius * cos(angle)), Int(cy + radius * sin(angle))]
        return Int(p.r) + Int(p.g) + Int(p.b) < 384
      }
      let changes = zip(around, around.dropFirst()).filter { $0 != $1 }.count
      #expect(changes >= 24, "\(name): \(changes) changes between dash and gap around the ring")
      let centre = image[Int(cx), Int(cy)]
      let centreIsInk = Int(centre.r) + Int(centre.g) + Int(centre.b) < 384
      #expect(centreIsInk == (name != "circle.dashed"), "\(name)'s centre: \(centre)")
    }
  }
}
