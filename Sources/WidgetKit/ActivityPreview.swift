import ActivityKit
import Foundation
import Vellum

/// Which presentation of a Live Activity a preview draws, as WidgetKit's
/// `ActivityPreviewViewKind`: the Lock Screen's (`.content`) or one of the Dynamic Island's.
public enum ActivityPreviewViewKind: Hashable, Sendable {
  case content
  case dynamicIsland(DynamicIslandPreviewViewState)

  /// The Dynamic Island's presentations.
  public enum DynamicIslandPreviewViewState: Hashable, Sendable {
    case compact, expanded, minimal
  }
}

/// Collects a Live Activity preview's content states, as WidgetKit's `PreviewActivityBuilder`.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
  public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
  public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
  public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
    accumulated + next
  }
  public static func buildArray(_ parts: [[A.ContentState]]) -> [A.ContentState] { parts.flatMap { $0 } }
}

/// A Live Activity preview, as WidgetKit's `#Preview(_:as:using:widget:contentStates:)`:
/// `#Preview("Lock Screen", as: .content, using: attributes) { MyLiveActivity() }
/// contentStates: { state1; state2 }`. Xcode steps through the states; Vellum draws the first
/// in the presentation asked for (see `ActivityLockScreenContainer` and `DynamicIsland`).
/// Xcode's content-states closure may `await`; Vellum's may not.
@freestanding(declaration)
public macro Preview<W: WidgetKit.Widget, Attributes: ActivityAttributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping @MainActor () -> W,
  @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () -> [Attributes.ContentState]
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Vellum: what a Live Activity `#Preview` expands to: the widget's activity configuration
/// drawn for the attributes and the first content state, on a canvas its size. A widget
/// that is not a Live Activity, or no state, draws nothing.
public func _widgetPreview<W: Widget, Attributes: ActivityAttributes>(
  _ name: String?, as viewKind: ActivityPreviewViewKind, using attributes: sending Attributes, fileID: String,
  line: Int,
  widget: @escaping @MainActor () -> W,
  @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () -> [Attributes.ContentState]
) -> _PreviewDeclaration {
  _PreviewDeclaration(name, traits: { [.sizeThatFitsLayout] }, fileID: fileID, line: line) {
    activityView(widget().body._widgetContent, attributes: attributes, state: contentStates().first, kind: viewKind)
  }
}

@MainActor
private func activityView(_ configuration: _WidgetContent, attributes: Any, state: Any?, kind: ActivityPreviewViewKind)
  -> AnyView
{
  guard let state, let view = configuration.makeActivityContent?(attributes, state, kind) else {
    return AnyView(EmptyView())
  }
  return view
}
