import EventKit
import Foundation
import Testing

/// EventKit on a device whose calendars the app was never given: access is refused without a
/// prompt, nothing is read, and saving fails as unauthorised.
@Suite struct EventKitTests {
  @Test func accessIsRefusedAndNothingIsReadOrSaved() async throws {
    let store = EKEventStore()
    #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
    #expect(try await store.requestFullAccessToEvents() == false)
    let granted = try await store.requestAccess(to: .reminder)
    #expect(!granted)
    let predicate = store.predicateForEvents(withStart: .now, end: .now.addingTimeInterval(86_400), calendars: nil)
    #expect(store.events(matching: predicate).isEmpty && store.calendars(for: .event).isEmpty)
    let event = EKEvent(eventStore: store)
    event.title = "Dentist"
    event.startDate = .now
    event.endDate = .now.addingTimeInterval(3_600)
    event.addAlarm(EKAlarm(relativeOffset: -900))
    #expect(event.title == "Dentist" && event.hasAlarms)
    #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(event, span: .thisEvent) }
    #expect((EKError(.eventStoreNotAuthorized) as NSError).domain == "EKErrorDomain")
  }
}
