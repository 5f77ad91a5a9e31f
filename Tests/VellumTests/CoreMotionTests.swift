import CoreMotion
import Foundation
import Testing
import Vellum

/// Core Motion on a device with no motion hardware: a step counter's screen shows the count it
/// starts with, and a query fails at once with Apple's code.
@Suite struct CoreMotionTests {
  final class StepModel: ObservableObject {
    @Published var steps = 0
    @Published var status = "Counting"
    private let pedometer = CMPedometer()

    func start() {
      guard CMPedometer.isStepCountingAvailable() else {
        status = "Not available"
        return
      }
      pedometer.startUpdates(from: Date()) { data, _ in self.steps = data?.numberOfSteps.intValue ?? 0 }
    }
  }

  @Test func aStepCounterIsNotAvailable() {
    let model = StepModel()
    model.start()
    #expect(model.status == "Not available" && model.steps == 0)
    #expect(CMPedometer.authorizationStatus() == .notDetermined)
  }

  @Test func aQueryFailsAtOnce() {
    var failure: NSError?
    CMPedometer().queryPedometerData(from: Date(timeIntervalSinceNow: -3600), to: Date()) { data, error in
      #expect(data == nil)
      failure = error as NSError?
    }
    #expect(failure?.domain == CMErrorDomain && failure?.code == CMErrorMotionActivityNotAvailable)
  }
}
