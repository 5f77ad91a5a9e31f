import Foundation

/// Statistics for each interval from an anchor date (steps per day for a week). Apps cannot make
/// one and a preview's store never reports one; it enumerates every interval asked for, those
/// without data with nil quantities, as HealthKit's does.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
  let quantityType: HKQuantityType
  let anchorDate: Date
  let intervalComponents: DateComponents
  let computed: [HKStatistics]

  init(quantityType: HKQuantityType, anchorDate: Date, intervalComponents: DateComponents, statistics: [HKStatistics]) {
    self.quantityType = quantityType
    self.anchorDate = anchorDate
    self.intervalComponents = intervalComponents
    computed = statistics
    super.init()
  }

  /// The intervals that have data, in order.
  open func statistics() -> [HKStatistics] { computed }

  /// The statistics of the interval that holds `date` (nil quantities when it has no data).
  open func statistics(for date: Date) -> HKStatistics? {
    guard let interval = interval(containing: date) else { return nil }
    return computed.first { $0.startDate == interval.start }
      ?? HKStatistics(quantityType: quantityType, startDate: interval.start, endDate: interval.end)
  }

  /// Calls `block` for each interval from the one holding `startDate` to the one holding
  /// `endDate`, in order, until it sets `stop`.
  open func enumerateStatistics(
    from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    guard var interval = interval(containing: startDate) else { return }
    var stop = ObjCBool(false)
    while interval.start <= endDate, !stop.boolValue {
      let statistics =
        computed.first { $0.startDate == interval.start }
        ?? HKStatistics(quantityType: quantityType, startDate: interval.start, endDate: interval.end)
      block(statistics, &stop)
      guard let end = step(interval.end, by: 1), end > interval.end else { return }
      interval = DateInterval(start: interval.end, end: end)
    }
  }

  private func step(_ date: Date, by count: Int) -> Date? {
    var components = DateComponents()
    for unit in [Calendar.Component.year, .month, .weekOfYear, .day, .hour, .minute, .second] {
      if let value = intervalComponents.value(for: unit), value != 0 { components.setValue(value * count, for: unit) }
    }
    return Calendar.current.date(byAdding: components, to: date)
  }

  /// The interval, counted from the anchor, that holds `date`.
  private func interval(containing date: Date) -> DateInterval? {
    var start = anchorDate
    guard let forward = step(start, by: 1), forward > start else { return nil }
    while start > date {
      guard let earlier = step(start, by: -1) else { return nil }
      start = earlier
    }
    while let next = step(start, by: 1), next <= date { start = next }
    return DateInterval(start: start, end: step(start, by: 1) ?? start)
  }
}
