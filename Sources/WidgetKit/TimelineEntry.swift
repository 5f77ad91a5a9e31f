import Foundation

/// One moment of a widget's timeline, as WidgetKit's `TimelineEntry`: the date iOS shows it
/// from, and how relevant it is for Smart Stacks.
public protocol TimelineEntry {
  var date: Date { get }
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for the Smart Stack's rotation, as WidgetKit's
/// `TimelineEntryRelevance`. A preview has no Smart Stack.
public struct TimelineEntryRelevance: Hashable, Sendable {
  public let score: Float
  public let duration: TimeInterval

  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}
