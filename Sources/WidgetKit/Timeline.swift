import Foundation

/// The entries a widget shows over time and when to ask for more, as WidgetKit's `Timeline`.
/// A preview draws the first entry.
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy

  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// When iOS asks the provider for a new timeline, as WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case atEnd, never
    case after(Date)
  }
  let kind: Kind

  /// After the last entry's date.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  /// Only when the app asks (`WidgetCenter.shared.reloadTimelines(ofKind:)`).
  public static let never = TimelineReloadPolicy(kind: .never)
  /// After a date.
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}
