import Foundation

/// The vertical scroll views of a `TabView`'s tabs, so its bar can tell, once laid out,
/// whether content runs on under it.
///
/// iOS 15+ draws a tab bar clear at its scroll edge, when the content under it ends at its
/// top, and with its fill (the bar material and a hairline) when content continues beneath,
/// as a long list does at scroll offset 0. Each vertical scroll view in a tab registers here
/// while the tree is built; the bar's fill asks when it is painted, after layout.
final class TabBarUnderlay: @unchecked Sendable {
  private var scrolls: [(view: WeakNode, content: WeakNode)] = []

  func add(view: Node, content: Node) {
    scrolls.append((WeakNode(node: view), WeakNode(node: content)))
  }

  /// Whether any scroll view's content reaches past the bottom of its frame (more than a
  /// pixel, at 3×): there, the content is under the bar.
  var hasContentUnderBar: Bool {
    scrolls.contains { scroll in
      guard let view = scroll.view.node, let content = scroll.content.node else { return false }
      return content.globalFrame.maxY > view.globalFrame.maxY + 1.0 / 3
    }
  }
}

enum TabBarUnderlayKey: EnvironmentKey {
  static var defaultValue: TabBarUnderlay? { nil }
}

extension EnvironmentValues {
  var tabBarUnderlay: TabBarUnderlay? {
    get { self[TabBarUnderlayKey.self] }
    set { self[TabBarUnderlayKey.self] = newValue }
  }
}

/// The frame it fills when content is under the tab bar, else nothing: a shape decided when
/// painted.
struct TabBarUnderlayShape: Shape {
  let underlay: TabBarUnderlay

  func path(in rect: CGRect) -> Path { underlay.hasContentUnderBar ? Path(rect) : Path() }
}
