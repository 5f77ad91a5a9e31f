import Foundation

/// A view that redraws on a schedule, as in SwiftUI. A still frame is one moment: the
/// content is drawn once, for the date the render runs at (`Date()`), so output that shows
/// the date changes from run to run; show fixed dates in goldens.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is drawn for.
  public typealias Context = TimelineViewDefaultContext

  let content: (Context) -> Content

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.content = content
  }

  public var body: some View { content(Context(date: Date(), cadence: .live)) }
}

/// What a `TimelineView`'s content is drawn for: the date and how often it updates.
public struct TimelineViewDefaultContext {
  public let date: Date
  public let cadence: Cadence
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }
}

/// When a `TimelineView` redraws, as in SwiftUI.
public protocol TimelineSchedule {}

/// A schedule that redraws every `interval` seconds from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  public init(from startDate: Date, by interval: TimeInterval) {}
}

/// A schedule that redraws every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
}

/// A schedule that redraws as fast as the display, optionally no faster than an interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// A schedule with explicit dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
