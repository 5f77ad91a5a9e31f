import Foundation
import Vellum

/// A widget the person cannot configure, as WidgetKit's `StaticConfiguration`: its provider
/// gives entries and `content` draws each one.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  let content: _WidgetContent

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    self.content = _WidgetContent(
      kind: kind,
      makeContent: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
      placeholder: { provider.placeholder(in: TimelineProviderContext(family: $0)) })
  }

  public var body: Never { fatalError("a primitive widget configuration has no body") }
  public var _widgetContent: _WidgetContent { content }
}
