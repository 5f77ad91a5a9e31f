import AppIntents
import Foundation
import Vellum

/// A widget the person configures with an intent's parameters, as WidgetKit's
/// `AppIntentConfiguration`: its provider gives entries for the chosen intent and `content`
/// draws each one.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
  let content: _WidgetContent

  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    self.content = _WidgetContent(
      kind: kind,
      makeContent: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
      placeholder: { provider.placeholder(in: TimelineProviderContext(family: $0)) })
  }

  public var body: Never { fatalError("a primitive widget configuration has no body") }
  public var _widgetContent: _WidgetContent { content }
}
