import ActivityKit
import Foundation
import Vellum

/// A Live Activity's widget, as WidgetKit's `ActivityConfiguration`: the view it shows on the
/// Lock Screen (`content`) and its Dynamic Island. A preview has no activity running (see
/// `Activity`), so the configuration is drawn only by a Live Activity `#Preview(_:as:using:)`.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
  let content: _WidgetContent

  public init<Content: View>(
    for attributesType: Attributes.Type = Attributes.self,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    var widget = _WidgetContent(kind: "\(Attributes.self)", makeContent: { _ in nil }, placeholder: { _ in nil })
    widget.makeActivityContent = { attributes, state, kind in
      guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else {
        return nil
      }
      let context = ActivityViewContext(attributes: attributes, state: state)
      switch kind {
      case .content: return AnyView(ActivityLockScreenContainer { content(context) })
      case .dynamicIsland(let presentation): return AnyView(dynamicIsland(context).previewView(presentation))
      }
    }
    self.content = widget
  }

  public var body: Never { fatalError("a primitive widget configuration has no body") }
  public var _widgetContent: _WidgetContent { content }
}
