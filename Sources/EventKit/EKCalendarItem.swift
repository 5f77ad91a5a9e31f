import Foundation
import Vellum

/// A calendar, with its title and colour's name kept.
open class EKCalendar: NSObject, @unchecked Sendable {
  open var title = ""
  open var calendarIdentifier = UUID().uuidString
  open var allowsContentModifications = true
  open var cgColor: CGColor?

  public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// An alarm before or at an item's time.
open class EKAlarm: NSObject, @unchecked Sendable {
  open var relativeOffset: TimeInterval = 0
  open var absoluteDate: Date?

  public init(relativeOffset offset: TimeInterval) { relativeOffset = offset }
  public init(absoluteDate date: Date) { absoluteDate = date }
}

/// What events and reminders share: a title, notes, a calendar and alarms, all kept.
open class EKCalendarItem: NSObject, @unchecked Sendable {
  open var title: String! = ""
  open var notes: String?
  open var location: String?
  open var url: URL?
  open var calendar: EKCalendar!
  open var alarms: [EKAlarm]?
  open var calendarItemIdentifier = UUID().uuidString
  open var hasAlarms: Bool { !(alarms ?? []).isEmpty }

  open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
  open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
}

/// A calendar event; made by the app and kept, never saved.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
  open var startDate: Date!
  open var endDate: Date!
  open var isAllDay = false
  open var eventIdentifier: String! { calendarItemIdentifier }

  public init(eventStore: EKEventStore) {}
}

/// A reminder; made by the app and kept, never saved.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
  open var isCompleted = false
  open var completionDate: Date?
  open var dueDateComponents: DateComponents?
  open var priority = 0

  public init(eventStore: EKEventStore) {}
}
