import AppIntents
import Foundation
import Vellum

/// Gives an intent-configured widget its entries, as WidgetKit's `AppIntentTimelineProvider`:
/// each call gets the intent the person configured the widget with.
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext

  func placeholder(in context: Context) -> Entry
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  /// The configurations offered where a widget cannot be edited (watchOS); none on iPhone.
  func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with its name, as WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
  public let intent: Intent
  public let description: String

  public init(intent: Intent, description: LocalizedStringResource) {
    self.intent = intent
    self.description = String(localized: description)
  }
}
