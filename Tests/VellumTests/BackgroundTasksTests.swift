import BackgroundTasks
import Foundation
import Testing
import Vellum

/// Background work as a render has it: none. Tasks register and never launch, submitting
/// fails as in the Simulator, and UIKit's background time is granted and never expires.
@Suite struct BackgroundTasksTests {
  @Test func submittingATaskFailsAsUnavailable() async {
    let scheduler = BGTaskScheduler.shared
    #expect(scheduler.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { _ in })
    let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
    request.earliestBeginDate = Date(timeIntervalSinceNow: 900)
    #expect(throws: BGTaskScheduler.Error(.unavailable)) { try scheduler.submit(request) }
    do {
      try scheduler.submit(BGProcessingTaskRequest(identifier: "com.example.cleanup"))
    } catch BGTaskScheduler.Error.unavailable {
      #expect((BGTaskScheduler.Error(.unavailable) as NSError).domain == "BGTaskSchedulerErrorDomain")
    } catch {
      Issue.record("\(error)")
    }
    #expect(await scheduler.pendingTaskRequests().isEmpty)
  }

  @Test func uiKitGrantsBackgroundTimeAndKeepsTheIdleTimer() {
    let first = UIApplication.shared.beginBackgroundTask(withName: "save") {}
    let second = UIApplication.shared.beginBackgroundTask()
    #expect(first != .invalid && second != .invalid && first != second)
    UIApplication.shared.endBackgroundTask(first)
    UIApplication.shared.isIdleTimerDisabled = true
    #expect(UIApplication.shared.isIdleTimerDisabled)
    UIApplication.shared.isIdleTimerDisabled = false
    #expect(!UIApplication.shared.isIdleTimerDisabled)
    let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .portrait)
    #expect(preferences.interfaceOrientations == .portrait && !UIInterfaceOrientationMask.landscape.contains(.portrait))
    #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
  }
}
