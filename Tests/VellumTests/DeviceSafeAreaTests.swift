import Foundation
import Testing
import Vellum
import VellumPreview

/// A device canvas has a safe area (spec §8, §10): the root is laid out inside it, style
/// backgrounds and `ignoresSafeArea` reach the screen edges, scroll views draw under the bars.
@Suite struct DeviceSafeAreaTests {
  let screen = ProposedViewSize(width: 393, height: 852)
  let insets = Device.iPhone15.safeArea

  func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }

  @Test func theRootFillsTheSafeRect() {
    let snapshot = LayoutSnapshot(of: Color.red.id("root"), proposal: screen, safeArea: insets)
    #expect(close(snapshot.frame(of: "root"), CGRect(x: 0, y: 59, width: 393, height: 759)))
    let small = LayoutSnapshot(of: Color.red.frame(width: 10, height: 10).id("box"), proposal: screen, safeArea: insets)
    #expect(close(small.frame(of: "box"), CGRect(x: 191.5, y: 59 + 374.5, width: 10, height: 10)), "centred in it")
  }

  @Test func styleBackgroundsAndIgnoresSafeAreaReachTheScreenEdges() {
    let view = VStack {
      Color.blue.ignoresSafeArea(edges: .top).id("top")
      Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.green).id("body")
    }
    let list = Renderer(view, proposal: screen, safeArea: insets).displayList.description
    #expect(list.contains("fill (0, 0, 393×"), "the blue reaches the top edge: \(list)")
    #expect(list.contains("L393,852 L0,852"), "the green background reaches the bottom edge")
    let snapshot = LayoutSnapshot(of: view, proposal: screen, safeArea: insets)
    #expect(snapshot.frame(of: "top")?.minY == 59, "layout is unchanged: only the drawing grows")
  }

  @Test func onlyEdgesTouchingTheSafeAreaGrow() {
    let view = Color.blue.frame(width: 100, height: 100).ignoresSafeArea()
    let list = Renderer(view, proposal: screen, safeArea: insets).displayList.description
    #expect(list.contains("fill (147, 389, 100×100)"), "a view in the middle does not grow: \(list)")
  }

  /// A custom header padded by `proxy.safeAreaInsets.top` (a trial's expense tracker): iOS
  /// gives a reader at the root the screen's insets (59 and 34 on an iPhone 15), inside the
  /// safe area or ignoring it; a reader in the middle of the screen reads zero.
  @Test func aGeometryReaderReadsTheSafeAreaOnTheEdgesItReaches() {
    final class Box: @unchecked Sendable { var insets: [String: EdgeInsets] = [:] }
    let box = Box()
    func reader(_ name: String) -> some View {
      GeometryReader { proxy -> Color in
        box.insets[name] = proxy.safeAreaInsets
        return Color.clear
      }
    }
    _ = LayoutSnapshot(of: reader("root"), proposal: screen, safeArea: insets)
    _ = LayoutSnapshot(of: reader("ignoring").ignoresSafeArea(), proposal: screen, safeArea: insets)
    _ = LayoutSnapshot(of: reader("middle").frame(width: 100, height: 100), proposal: screen, safeArea: insets)
    _ = LayoutSnapshot(of: reader("canvas"), proposal: screen)
    #expect(box.insets["root"] == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), "\(box.insets)")
    #expect(box.insets["ignoring"] == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), "\(box.insets)")
    #expect(box.insets["middle"] == EdgeInsets(), "\(box.insets)")
    #expect(box.insets["canvas"] == EdgeInsets(), "no safe area: \(box.insets)")
  }

  @Test func containerRelativeFrameMeasuresTheSafeRect() {
    let view = Color.red.containerRelativeFrame(.vertical) { length, _ in length / 3 }.id("third")
    let snapshot = LayoutSnapshot(of: view, proposal: screen, safeArea: insets)
    #expect(abs((snapshot.frame(of: "third")?.height ?? 0) - 253) < 0.001)
  }

  @Test func scrollViewsDrawUnderTheHomeIndicator() {
    let view = ScrollView { Color.red.frame(height: 2000) }
    let list = Renderer(view, proposal: screen, safeArea: insets).displayList.description
    #expect(list.contains("clip M0,0 L393,0 L393,852 L0,852"), "the clip reaches both screen edges: \(list)")
  }

  @Test func fixedCanvasesHaveNoSafeArea() {
    #expect(VellumPreview.Canvas.fixed(width: 300, height: 300).safeArea == EdgeInsets())
    #expect(
      VellumPreview.Canvas.device(.iPhoneSE).safeArea.top == 20
        && VellumPreview.Canvas.device(.iPhoneSE).safeArea.bottom == 0)
  }
}
