import Foundation
import Vellum

/// What iOS tells a provider about the widget it asks entries for, as WidgetKit's
/// `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
  public let family: WidgetFamily
  /// The widget's size in points.
  public let displaySize: CGSize
  /// Whether the entries are for the widget gallery (or a preview), where data should come
  /// quickly: true in a Vellum preview.
  public let isPreview: Bool
  /// The environment variations the widget may be drawn in.
  public let environmentVariants: EnvironmentVariants

  init(family: WidgetFamily, isPreview: Bool = true) {
    self.family = family
    self.displaySize = family._previewSize
    self.isPreview = isPreview
    self.environmentVariants = EnvironmentVariants()
  }

  /// The environment values a widget may be drawn with, as WidgetKit's; empty in a preview.
  public struct EnvironmentVariants: Sendable {}
}

/// Gives a widget its entries, as WidgetKit's `TimelineProvider`: a placeholder, a snapshot
/// for the gallery and the timeline. A `#Preview(as:widget:timelineProvider:)` asks for the
/// timeline and draws its first entry.
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext

  /// An entry with no data of the person's, drawn redacted while the real one loads.
  func placeholder(in context: Context) -> Entry
  /// An entry for the widget gallery.
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  /// The entries to show now and later.
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
