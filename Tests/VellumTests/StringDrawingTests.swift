import Foundation
import Testing
import Vellum
import VellumCairo

/// UIKit's string measuring (`size(withAttributes:)`, `boundingRect(with:…)`), as screens use
/// it to size a tag or a column: measured by the render's text engine, so a frame made from
/// it fits the text that layout draws.
@Suite struct StringDrawingTests {
  /// A tag whose width is the title's measured width plus padding, as public tag clouds do.
  struct Tag: View {
    let title: String
    var body: some View {
      let width = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15, weight: .semibold)]).width
      Text(title)
        .font(.system(size: 15, weight: .semibold))
        .fixedSize()
        .frame(width: ceil(width) + 24, height: 30)
        .id("tag")
    }
  }

  /// A paragraph's height for a column width, as a sizing helper measures it before layout.
  struct Paragraph: View {
    let text: String
    var body: some View {
      let font = UIFont.preferredFont(forTextStyle: .body)
      let rect = text.boundingRect(
        with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
        attributes: [.font: font], context: nil)
      Color.clear.frame(width: 200, height: ceil(rect.height)).id("measured")
    }
  }

  func snapshot(_ view: some View) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: .unspecified, scale: 1, environment: environment)
  }

  @Test func aTagMeasuredInARenderFitsItsText() throws {
    for title in ["SwiftUI", "Layout and drawing", "W"] {
      let shot = try snapshot(Tag(title: title))
      let text = try #require(shot.frames(ofText: title).first)
      let tag = try #require(shot.frame(of: "tag"))
      #expect(tag.width == ceil(text.width) + 24, "\(title): the measured width is the drawn text's")
    }
  }

  @Test func boundingRectWrapsAtTheWidthWithLineFragmentOrigin() throws {
    let words = "A paragraph long enough to wrap over several lines of a narrow column"
    let measured = try #require(try snapshot(Paragraph(text: words)).frame(of: "measured"))
    let drawn = try snapshot(Text(words).font(.body).frame(width: 200)).size
    #expect(measured.height == ceil(drawn.height), "the height of the text wrapped at 200 points")
    #expect(measured.height > 3 * 17, "several lines")

    let engine = try TestFonts.engine()
    var environment = EnvironmentValues()
    environment.textMeasurer = engine
    // Without the option, one line however narrow the size.
    struct OneLine: View {
      var body: some View {
        let rect = "one line of text".boundingRect(
          with: CGSize(width: 10, height: 10), options: [], attributes: [.font: UIFont.systemFont(ofSize: 17)],
          context: nil)
        Color.clear.frame(width: rect.width, height: rect.height).id("one")
      }
    }
    let one = try #require(
      LayoutSnapshot(of: OneLine(), proposal: .unspecified, environment: environment).frame(of: "one"))
    #expect(one.width > 100 && one.height < 30)
  }

  @Test func outsideARenderTheApproximateEngineMeasures() {
    // Vellum's stand-in engine: half an em per character, Helvetica's 12 points by default.
    #expect("abcd".size(withAttributes: nil) == CGSize(width: 24, height: "abcd".size(withAttributes: nil).height))
    #expect(("abcd" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width == 40)
    let attributed = NSAttributedString(string: "abcdef", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    #expect(attributed.size().width == 30)
    let context = NSStringDrawingContext()
    let rect = attributed.boundingRect(
      with: CGSize(width: 20, height: 100), options: .usesLineFragmentOrigin, context: context)
    #expect(rect == context.totalBounds && context.actualScaleFactor == 1)
  }
}
