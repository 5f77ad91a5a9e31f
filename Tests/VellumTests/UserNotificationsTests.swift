import Foundation
import Testing
import UserNotifications

/// UserNotifications without a notification centre: permission is never granted, requests
/// stay pending in memory, and nothing is delivered.
@Suite struct UserNotificationsTests {
  final class Answers: @unchecked Sendable {
    var granted: Bool?
    var status: UNAuthorizationStatus?
  }

  final class Delegate: UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
      -> UNNotificationPresentationOptions
    { [.banner, .list, .sound] }
  }

  @Test func authorizationIsNeverGranted() async throws {
    let center = UNUserNotificationCenter.current()
    #expect(center === UNUserNotificationCenter.current())
    let answers = Answers()
    center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
      answers.granted = granted
      #expect(error == nil)
    }
    center.getNotificationSettings { answers.status = $0.authorizationStatus }
    #expect(answers.granted == false && answers.status == .notDetermined, "handlers are called at once")
    #expect(try await center.requestAuthorization(options: [.provisional, .criticalAlert]) == false)
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
  }

  /// Requests are kept in the order added; one with a taken identifier replaces the pending
  /// one; a request keeps a copy of its content; removal by identifier and of all works.
  @Test func requestsStayPendingUntilRemoved() async throws {
    let center = UNUserNotificationCenter.current()
    let delegate = Delegate()
    center.delegate = delegate
    #expect(center.delegate === delegate)

    let content = UNMutableNotificationContent()
    content.title = "Water the plants"
    content.subtitle = "Balcony"
    content.body = "The basil is thirsty."
    content.sound = .default
    content.badge = 3
    content.userInfo = ["plant": "basil"]
    content.interruptionLevel = .timeSensitive
    content.categoryIdentifier = "reminder"
    let morning = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
    let first = UNNotificationRequest(identifier: "shim-water", content: content, trigger: morning)
    content.title = "Feed the cat"
    let soon = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
    let second = UNNotificationRequest(identifier: "shim-feed", content: content, trigger: soon)

    center.add(first) { #expect($0 == nil) }
    try await center.add(second)
    var pending = await center.pendingNotificationRequests().filter { $0.identifier.hasPrefix("shim-") }
    #expect(pending.map(\.identifier) == ["shim-water", "shim-feed"])
    #expect(pending.map(\.content.title) == ["Water the plants", "Feed the cat"], "each request copied its content")
    #expect(pending[0].content.userInfo["plant"] as? String == "basil" && pending[0].content.badge == 3)
    #expect(
      pending[0].content.interruptionLevel == .timeSensitive && pending[0].content.sound === UNNotificationSound.default
    )
    let next = try #require((pending[0].trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate())
    #expect(Calendar.current.component(.hour, from: next) == 8 && next > Date())
    #expect((pending[1].trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 90)

    content.title = "Water the plants again"
    try await center.add(UNNotificationRequest(identifier: "shim-water", content: content, trigger: nil))
    pending = await center.pendingNotificationRequests().filter { $0.identifier.hasPrefix("shim-") }
    #expect(pending.map(\.content.title) == ["Feed the cat", "Water the plants again"], "the same identifier replaces")

    center.removePendingNotificationRequests(withIdentifiers: ["shim-feed"])
    pending = await center.pendingNotificationRequests().filter { $0.identifier.hasPrefix("shim-") }
    #expect(pending.map(\.identifier) == ["shim-water"])
    #expect(await center.deliveredNotifications().isEmpty, "nothing is delivered")
    center.removeAllPendingNotificationRequests()
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  /// A baby tracker's reminder with a picture: the attachment needs a file that exists, as on
  /// iOS (`UNErrorDomain` 100 otherwise), and the content keeps it.
  @Test func anAttachmentNeedsAFileAndIsKept() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-attachment-\(UUID()).png")
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file, options: .atomic)
    defer { try? FileManager.default.removeItem(at: file) }
    let content = UNMutableNotificationContent()
    content.attachments = [try UNNotificationAttachment(identifier: "bottle", url: file, options: .none)]
    #expect(content.attachments.first?.identifier == "bottle" && content.attachments.first?.type == "png")
    let missing = file.deletingLastPathComponent().appendingPathComponent("no-such-\(UUID()).png")
    #expect {
      try UNNotificationAttachment(identifier: "gone", url: missing)
    } throws: { error in
      (error as NSError).domain == "UNErrorDomain" && (error as NSError).code == 100
    }
  }

  @Test func optionsHaveApplesRawValues() {
    #expect(UNAuthorizationOptions([.badge, .sound, .alert]).rawValue == 7)
    #expect(UNAuthorizationOptions.provisional.rawValue == 64 && UNAuthorizationOptions.criticalAlert.rawValue == 16)
    #expect(UNNotificationPresentationOptions([.banner, .list]).rawValue == 24)
  }

  /// `NSString.localizedUserNotificationString(forKey:arguments:)`: the key (no table has it
  /// here) with its arguments put in.
  @Test func aNotificationStringIsFormatted() {
    #expect(
      NSString.localizedUserNotificationString(forKey: "Time to drink water!", arguments: nil) == "Time to drink water!"
    )
    #expect(NSString.localizedUserNotificationString(forKey: "%@ glasses left", arguments: ["3"]) == "3 glasses left")
  }
}
