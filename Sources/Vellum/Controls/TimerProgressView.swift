import Foundation

extension ProgressView {
  /// A bar that fills (or empties, counting down) over a time interval, as SwiftUI's
  /// `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`. Vellum draws at
  /// rest, at the interval's start, so the output never depends on the clock: counting down,
  /// a full bar; counting up, an empty one. An empty interval is complete.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: TimerProgress.fraction(timerInterval, countsDown: countsDown), label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A timer bar with a label; its current-value label is the time left (or gone), as a timer.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A timer bar with the time left (or gone) under it.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// The current-value label of a timer `ProgressView`, as SwiftUI's: the time left when
/// counting down, the time gone when counting up, as a timer reads ("5:00", "1:02:03"),
/// at the interval's start (Vellum draws at rest).
nonisolated public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: some View {
    let seconds = countsDown ? max(interval.upperBound.timeIntervalSince(interval.lowerBound), 0) : 0
    Text(verbatim: TimerProgress.timerText(seconds))
  }
}

enum TimerProgress {
  static func fraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard length.isFinite, length > 0 else { return 1 }
    return countsDown ? 1 : 0
  }

  /// "m:ss" under an hour, "h:mm:ss" from an hour on, as a timer `Text` shows a duration.
  static func timerText(_ seconds: TimeInterval) -> String {
    let total = seconds.isFinite ? Int(seconds.rounded(.down)) : 0
    let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
  }
}
