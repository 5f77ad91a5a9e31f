import Foundation
import Testing

@testable import Vellum
@testable import VellumCairo

/// Issue 32: a colour in a frame with both lengths fixed (`Color.red.frame(width:height:)`,
/// a swatch, a placeholder, every leaf of Taffy's benchmark trees) is one node, the frame's,
/// holding the colour's paint. Layout, drawing and snapshots are what the two nodes gave.
@Suite struct FoldedColorTests {
  /// Colours at fractional sizes and positions, each in a fixed frame; `unfolded` puts an
  /// `.id` on each colour, which keeps it a node of its own under its frame.
  func swatches(unfolded: Bool) -> some View {
    VStack(alignment: .leading, spacing: 0.3) {
      ForEach(0..<6, id: \.self) { index in
        HStack(spacing: 1.7) {
          let color = Color(red: Double(index) / 6, green: 0.4, blue: 1 - Double(index) / 6)
          if unfolded {
            color.id(index).frame(width: 10.4 + CGFloat(index) * 0.7, height: 3.3)
          } else {
            color.frame(width: 10.4 + CGFloat(index) * 0.7, height: 3.3)
          }
          Color.black.frame(width: 2.2)
        }
      }
    }
    .padding(0.35)
  }

  @Test func aColourInAFixedFrameIsOneNode() {
    let snapshot = LayoutSnapshot(of: swatches(unfolded: false), proposal: ProposedViewSize(width: 80, height: 80))
    let unfolded = LayoutSnapshot(of: swatches(unfolded: true), proposal: ProposedViewSize(width: 80, height: 80))
    func count(_ node: Node) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
    // Six colours in fixed frames fold; the frames with a width only keep their colour.
    #expect(count(unfolded.host.root) - count(snapshot.host.root) == 6)
    let row = snapshot.host.root.children[0].children[0]
    #expect(row.children.count == 2, "\(snapshot)")
    #expect(row.children[0].holdsFoldedColor && row.children[0].children.isEmpty)
    #expect(!row.children[1].holdsFoldedColor && row.children[1].children.count == 1)
  }

  /// The snapshot lists the colour under its frame, at the frame's place and size, as it did
  /// when the colour was a node of its own.
  @Test func snapshotsListTheColourUnderItsFrame() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 10)
      Color.blue.frame(width: 5)
    }
    let lines = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 50)).description
      .split(separator: "\n").map(String.init)
    #expect(lines.count == 5, "\(lines)")
    #expect(lines[1] == "  frame (37.5, 20, 20×10)")
    #expect(lines[2] == "    Color(red) (37.5, 20, 20×10)")
    #expect(lines[3] == "  frame (57.5, 0, 5×50)")
    #expect(lines[4] == "    Color(blue) (57.5, 0, 5×50)")
    #expect(
      LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 50)).frames(ofKind: "Color(red)")
        == [CGRect(x: 37.5, y: 20, width: 20, height: 10)])
  }

  /// The same pixels, at a scale where every edge falls between pixels, with the colours
  /// folded and not.
  @Test func foldedColoursDrawWhatTheirNodesDrew() throws {
    let renderer = try ImageRenderer()
    func pixels(unfolded: Bool) throws -> RGBAImage {
      let result = renderer.displayList(swatches(unfolded: unfolded), size: .unspecified, scale: 3)
      #expect(result.diagnostics.isEmpty)
      return try renderer.pixels(result.displayList, scale: 3, colorScheme: .light)
    }
    let folded = try pixels(unfolded: false)
    let unfolded = try pixels(unfolded: true)
    #expect(folded.width > 0 && folded == unfolded)
  }

  /// A colour carrying something of its own (a clip, here) keeps its node, so what it
  /// carries still applies to it alone. (`Color.opacity` is a colour, as in SwiftUI.)
  @Test func aColourWithModifiersKeepsItsNode() {
    let snapshot = LayoutSnapshot(
      of: Color.red.clipShape(Circle()).frame(width: 4, height: 4), proposal: ProposedViewSize(width: 10, height: 10))
    #expect(!snapshot.host.root.holdsFoldedColor)
    #expect(snapshot.frames(ofKind: "frame").count == 1)
  }
}
