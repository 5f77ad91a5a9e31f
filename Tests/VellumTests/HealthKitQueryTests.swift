import Foundation
import HealthKit
import Testing

/// HealthKit's samples, units and queries on a device with no Health database: units convert as
/// HealthKit's do, samples keep their values, and every query fails with Apple's error.
@Suite struct HealthKitQueryTests {
  @Test func unitsConvertBetweenCompatibleUnits() {
    let mile = HKQuantity(unit: .mile(), doubleValue: 1)
    #expect(abs(mile.doubleValue(for: .meter()) - 1609.344) < 1e-9)
    #expect(abs(mile.doubleValue(for: .meterUnit(with: .kilo)) - 1.609344) < 1e-12)
    #expect(!mile.is(compatibleWith: .second()))

    let perMinute = HKUnit.count().unitDivided(by: .minute())
    #expect(perMinute.unitString == "count/min" && perMinute == HKUnit(from: "count/min"))
    let heartRate = HKQuantity(unit: HKUnit(from: "count/min"), doubleValue: 72)
    #expect(abs(heartRate.doubleValue(for: .count().unitDivided(by: .second())) - 1.2) < 1e-12)
    #expect(heartRate.description == "72 count/min")

    #expect(abs(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .joule()) - 4184) < 1e-9)
    #expect(
      abs(HKQuantity(unit: .pound(), doubleValue: 1).doubleValue(for: .gramUnit(with: .kilo)) - 0.45359237) < 1e-12)
    #expect(
      abs(HKQuantity(unit: .degreeCelsius(), doubleValue: 37).doubleValue(for: .degreeFahrenheit()) - 98.6) < 1e-9)
    #expect(abs(HKQuantity(unit: .hour(), doubleValue: 1.5).doubleValue(for: .minute()) - 90) < 1e-12)
    #expect(abs(HKQuantity(unit: .liter(), doubleValue: 1).doubleValue(for: .literUnit(with: .milli)) - 1000) < 1e-9)
    let glucose = HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 100)
    #expect(abs(glucose.doubleValue(for: .gramUnit(with: .milli).unitDivided(by: .liter())) - 1000) < 1e-9)
    #expect(HKQuantity(unit: .percent(), doubleValue: 0.25).is(compatibleWith: .percent()))
    #expect(!HKQuantity(unit: .percent(), doubleValue: 0.25).is(compatibleWith: .count()))
  }

  @Test func samplesKeepTheirValues() {
    let start = Date(timeIntervalSince1970: 0)
    let steps = HKQuantitySample(
      type: HKQuantityType(.stepCount), quantity: HKQuantity(unit: .count(), doubleValue: 4200), start: start,
      end: start.addingTimeInterval(3600))
    #expect(
      steps.quantity.doubleValue(for: .count()) == 4200
        && steps.quantityType.identifier == "HKQuantityTypeIdentifierStepCount")
    let sleep = HKCategorySample(
      type: HKCategoryType(.sleepAnalysis), value: HKCategoryValueSleepAnalysis.asleepREM.rawValue, start: start,
      end: start.addingTimeInterval(5400))
    #expect(sleep.value == 5 && sleep.endDate.timeIntervalSince(sleep.startDate) == 5400)
    let run = HKWorkout(activityType: .running, start: start, end: start.addingTimeInterval(1800))
    #expect(run.duration == 1800 && run.workoutActivityType.rawValue == 37 && run.totalDistance == nil)

    let today = HKQuery.predicateForSamples(
      withStart: start, end: start.addingTimeInterval(4000), options: .strictStartDate)
    #expect(
      today.evaluate(with: steps) && !today.evaluate(with: HKWorkout(activityType: .yoga, start: start - 1, end: start))
    )
  }

  @Test func queriesFailAtOnceWithHealthDataUnavailable() {
    let store = HKHealthStore()
    var failures: [HKError.Code] = []
    func record(_ error: (any Error)?) { (error as? HKError).map { failures.append($0.code) } }
    store.execute(
      HKStatisticsQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum)
      {
        _, statistics, error in
        #expect(statistics == nil)
        record(error)
      })
    store.execute(
      HKSampleQuery(
        sampleType: HKQuantityType(.heartRate), predicate: nil, limit: HKObjectQueryNoLimit, sortDescriptors: nil
      ) {
        _, samples, error in
        #expect(samples == nil)
        record(error)
      })
    let collection = HKStatisticsCollectionQuery(
      quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum,
      anchorDate: Date(), intervalComponents: DateComponents(day: 1))
    collection.initialResultsHandler = { _, result, error in
      #expect(result == nil)
      record(error)
    }
    store.execute(collection)
    store.execute(
      HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, done, error in
        record(error)
        done()
      })
    store.execute(
      HKAnchoredObjectQuery(type: HKQuantityType(.bodyMass), predicate: nil, anchor: nil, limit: HKObjectQueryNoLimit) {
        _, samples, deleted, anchor, error in
        #expect(samples == nil && deleted == nil && anchor == nil)
        record(error)
      })
    #expect(failures == Array(repeating: .errorHealthDataUnavailable, count: 5))
  }

  @Test func asyncDescriptorsThrow() async {
    let predicate = HKSamplePredicate.quantitySample(type: HKQuantityType(.stepCount))
    await #expect(throws: HKError(.errorHealthDataUnavailable)) {
      try await HKStatisticsQueryDescriptor(predicate: predicate, options: .cumulativeSum).result(for: HKHealthStore())
    }
    await #expect(throws: HKError(.errorHealthDataUnavailable)) {
      try await HKSampleQueryDescriptor(
        predicates: [predicate], sortDescriptors: [SortDescriptor(\.startDate, order: .reverse)]
      )
      .result(for: HKHealthStore())
    }
  }
}
