import Foundation
import Testing
import Vellum
@testable import VellumCairo
@testable import VellumPreview

/// Bad input and faults, tried on purpose: each test names the row of the reliability
/// table it covers. (Command-line faults are in `CommandLineTests`.)
@Suite(.serialized)
struct ReliabilityTests {
  func noNonFinite(_ text: String, _ what: String) {
    for line in text.split(separator: "\n") {
      #expect(!line.contains("nan") && !line.contains("inf"), "\(what) has a non-finite number: \(line)")
    }
  }

  /// Row 1: NaN, infinite and negative numbers in every modifier that takes one.
  @Test func badNumbersGiveDefinedResultsAndNameTheModifier() throws {
    let view = VStack(spacing: -.infinity) {
      Color.red.frame(width: .nan, height: -5)
      Color.blue.padding(.infinity).offset(x: .nan, y: 3)
      RoundedRectangle(cornerRadius: .nan).fill(Color.green).frame(height: 10)
      UnevenRoundedRectangle(topLeadingRadius: -4).fill(Color.green).frame(height: 10)
      Circle().stroke(Color.black, lineWidth: .infinity).frame(height: 10)
      Capsule().strokeBorder(Color.black, style: StrokeStyle(lineWidth: .nan, dash: [.nan, -1])).frame(height: 10)
      Text("shadow").shadow(radius: .nan, x: .infinity)
      Text("blur").blur(radius: -3)
      Color.gray.frame(height: 10).clipShape(RoundedRectangle(cornerRadius: -.infinity))
      Color.pink.containerRelativeFrame(.horizontal, count: 0, span: -2, spacing: .nan)
      Color.mint.frame(minWidth: .nan, idealWidth: -1, maxWidth: -.infinity)
      Spacer(minLength: .nan)
    }
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: ProposedViewSize(width: 300, height: 600), scale: 2)
    noNonFinite(result.displayList.description, "the display list")
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 300, height: 600))
    noNonFinite(snapshot.description, "the layout")
    let messages = result.diagnostics.joined(separator: "\n")
    for modifier in [
      "VStack(spacing:)", "frame(width:)", "padding", "offset(x:)", "RoundedRectangle(cornerRadius:)",
      "UnevenRoundedRectangle", "stroke", "shadow(radius:)", "shadow(x:)", "blur(radius:)", "clipShape",
      "containerRelativeFrame", "frame(minWidth:)", "Spacer(minLength:)",
    ] {
      #expect(messages.contains(modifier), "no diagnostic names \(modifier):\n\(messages)")
    }
    // And it draws.
    let image = try renderer.pixels(result.displayList, scale: 2, colorScheme: .light)
    #expect(image.width == 600)
  }

  /// Row 2: an absurd image is refused before anything is allocated, saying how to fix it.
  @Test func absurdImagesAreRefusedUpFront() throws {
    for (width, height) in [(20_000.0, 10.0), (16_384.0, 16_385.0), (Double.nan, 10.0), (-1.0, 10.0), (.infinity, 1.0)]
    {
      do {
        _ = try ImageRenderer.checkPixelSize(width: width, height: height)
        Issue.record("\(width)×\(height) was accepted")
      } catch {
        let text = "\(error)"
        #expect(text.contains("16384") || text.contains("invalid") || text.contains("268"), "\(text)")
      }
    }
    do {
      _ = try ImageRenderer.checkPixelSize(width: 20_000, height: 10)
    } catch {
      #expect("\(error)".contains("smaller canvas or --scale"), "the error says how to change it: \(error)")
    }
    let renderer = try ImageRenderer()
    let list = renderer.displayList(Color.red, size: ProposedViewSize(width: 6_000, height: 6_000), scale: 3)
      .displayList
    #expect(throws: (any Error).self) { try renderer.pixels(list, scale: 3, colorScheme: .light) }
  }

  /// Row 3: a megabyte of text, 10,000 children in one stack, 5,000 nested stacks. (Not
  /// under ThreadSanitizer, which makes it take minutes and cannot shadow a 1 GiB stack.)
  @Test(.enabled(if: ProcessInfo.processInfo.environment["VELLUM_SANITIZER"] != "thread"))
  func hugeInputsComplete() throws {
    let renderer = try ImageRenderer()
    let environment = renderer.environment(scale: 1, colorScheme: .light)
    let megabyte = String(repeating: "Lorem ipsum dolor sit amet. ", count: 37_500)
    let text = LayoutSnapshot(
      of: Text(megabyte).lineLimit(3), proposal: ProposedViewSize(width: 300, height: 800), environment: environment)
    #expect(text.size.height > 0 && text.size.height < 100, "three lines of a megabyte: \(text.size)")

    let wide = LayoutSnapshot(
      of: VStack(spacing: 0) { ForEach(0..<10_000) { Color.red.frame(height: 1).id($0) } },
      proposal: ProposedViewSize(width: 100, height: nil))
    #expect(wide.size.height == 10_000 && wide.frame(of: 9_999)?.minY == 9_999)

    struct Nested: View {
      let depth: Int
      var body: some View {
        if depth == 0 {
          Text("deep").id("leaf")
        } else if depth.isMultiple(of: 2) {
          VStack { Nested(depth: depth - 1) }
        } else {
          HStack { Nested(depth: depth - 1) }.padding(0)
        }
      }
    }
    let deep = LayoutSnapshot(of: Nested(depth: 5_000), proposal: ProposedViewSize(width: 393, height: 852))
    #expect(deep.frame(of: "leaf") != nil, "5,000 nested stacks lay out")
    #expect(deep.description.split(separator: "\n").count > 5_000)
    let list = renderer.displayList(Nested(depth: 5_000), size: ProposedViewSize(width: 200, height: 100)).displayList
    #expect(try renderer.pixels(list, scale: 1, colorScheme: .light).width == 200, "and draw")
  }

  /// Row 10: missing font files are a clear error naming the package to install.
  @Test func missingFontsNameThePackage() {
    let requirements = [
      FontLibrary.Requirement(path: "/nonexistent/Vellum-Missing.ttf", package: "fonts-vellum-missing"),
      FontLibrary.Requirement(path: "/nonexistent/Vellum-Missing-Bold.ttf", package: "fonts-vellum-missing"),
    ]
    do {
      try FontLibrary.check(requirements)
      Issue.record("missing fonts were not reported")
    } catch {
      let text = "\(error)"
      #expect(text.contains("/nonexistent/Vellum-Missing.ttf") && text.contains("apt-get install fonts-vellum-missing"))
      #expect(text.components(separatedBy: "fonts-vellum-missing").count == 2, "each package named once: \(text)")
    }
    #expect(throws: Never.self) { try FontLibrary.check() }
  }

  /// Row 5: names with `/`, `..`, NUL or control characters become safe file names.
  @Test func unsafeNamesBecomeSafe() {
    for name in ["../../etc/passwd", "a/b", "..", ".", "nul\u{0}byte", "bell\u{7}", "ünïcødé", "", "   "] {
      let safe = safeFileName(name)
      #expect(!safe.isEmpty && !safe.contains("/") && !safe.contains("\u{0}") && safe != "." && safe != "..")
      #expect(safe.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 }, "\(safe)")
      #expect(!safe.hasPrefix("."), "no hidden files: \(safe)")
    }
  }
}
