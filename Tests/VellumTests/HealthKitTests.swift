import Foundation
import HealthKit
import Testing
import VellumCairo
import Vellum

/// HealthKit on a device with no Health database: a screen that checks for it draws its
/// "not available" state, and authorization fails with Apple's error.
@Suite struct HealthKitTests {
  struct StepsCard: View {
    @State private var status = "Checking…"
    var body: some View {
      Label(status, systemImage: "figure.walk")
        .onAppear {
          status = HKHealthStore.isHealthDataAvailable() ? "Connected to Health" : "Health is not available"
        }
    }
  }

  @Test func aScreenSeesNoHealthData() throws {
    let list = try ImageRenderer().displayList(StepsCard(), size: ProposedViewSize(width: 393, height: 200))
    let drawn = list.displayList.description
    #expect(drawn.contains("\"Health is not available\""), "\(drawn)")
  }

  @Test func authorizationFailsAndTypesAreNamedAsApplesAre() async {
    let store = HKHealthStore()
    let steps = HKObjectType.quantityType(forIdentifier: .stepCount)!
    #expect(steps.identifier == "HKQuantityTypeIdentifierStepCount")
    #expect(steps == HKQuantityType(.stepCount) && steps != HKQuantityType(.heartRate))
    #expect(Set<HKObjectType>([steps, HKQuantityType(.stepCount), .workoutType()]).count == 2)
    #expect(store.authorizationStatus(for: steps) == .notDetermined)
    var answer: (Bool, HKError.Code?)?
    store.requestAuthorization(toShare: [steps], read: [steps]) { success, error in
      answer = (success, (error as? HKError)?.code)
    }
    #expect(answer?.0 == false && answer?.1 == .errorHealthDataUnavailable)
    do {
      try await store.requestAuthorization(toShare: [], read: [steps])
      Issue.record("authorization succeeded")
    } catch HKError.errorHealthDataUnavailable {
      // As an iPad without the Health app answers.
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
