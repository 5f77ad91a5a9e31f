import Foundation

/// The kinds of calendar item.
public enum EKEntityType: UInt, Sendable {
  case event = 0, reminder
}

/// Whether the app may read or write calendars (iOS 17's full and write-only access included).
public enum EKAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted, denied, fullAccess, writeOnly
  /// The status before iOS 17, now `fullAccess`.
  public static let authorized = EKAuthorizationStatus.fullAccess
}

/// Which occurrences of a repeating event a change applies to.
public enum EKSpan: Int, Sendable {
  case thisEvent = 0, futureEvents
}

/// EventKit's errors.
public struct EKError: CustomNSError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case eventNotMutable = 0, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure,
      calendarReadOnly, durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture,
      startDateCollidesWithOtherOccurrence, objectBelongsToDifferentStore, invitesCannotBeMoved,
      invalidSpan, calendarHasNoSource, calendarSourceCannotBeModified, calendarIsImmutable,
      sourceDoesNotAllowCalendarAddDelete, recurringReminderRequiresDueDate, structuredLocationsNotSupported,
      reminderLocationsNotSupported, alarmProximityNotSupported, calendarDoesNotAllowEvents,
      calendarDoesNotAllowReminders, sourceDoesNotAllowReminders, sourceDoesNotAllowEvents,
      priorityIsInvalid, invalidEntityType, procedureAlarmsNotMutable, eventStoreNotAuthorized,
      osNotSupported
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { "EKErrorDomain" }
  public var errorCode: Int { code.rawValue }
}

/// EventKit's store, on a device whose calendars the app was never given: the status is
/// `.notDetermined`, every request for access is answered `false` (no prompt is shown),
/// there are no calendars or events, and saving fails with `EKError.eventStoreNotAuthorized`.
open class EKEventStore: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

  /// Tells the completion `false` with no error, at once.
  open func requestAccess(
    to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) { completion(false, nil) }
  open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
  open func requestFullAccessToEvents() async throws -> Bool { false }
  open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, nil)
  }
  open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
  open func requestFullAccessToReminders() async throws -> Bool { false }
  open func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, nil)
  }

  open var defaultCalendarForNewEvents: EKCalendar? { nil }
  open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
  open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
  open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
  open func event(withIdentifier identifier: String) -> EKEvent? { nil }

  open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
    NSPredicate(value: false)
  }
  open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
  /// None: no calendar is readable.
  open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
  open func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void)
    -> Any
  {
    completion([])
    return predicate
  }

  /// Throws `EKError.eventStoreNotAuthorized`.
  open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
    throw EKError(.eventStoreNotAuthorized)
  }
  open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
    throw EKError(.eventStoreNotAuthorized)
  }
  open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
  open func commit() throws {}
}
