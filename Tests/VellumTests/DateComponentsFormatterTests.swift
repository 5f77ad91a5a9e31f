import Foundation
import SwiftUI
import Testing

/// `DateComponentsFormatter`, which Linux's Foundation marks unavailable: a workout timer's
/// "1:15", a podcast's "1h 2m 5s" left, a recipe's "1 hour, 2 minutes", in en_US as iOS
/// writes them.
@Suite struct DateComponentsFormatterTests {
  func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit) -> DateComponentsFormatter {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    return formatter
  }

  @Test func positionalDurationsDropLeadingZerosOrPad() {
    #expect(formatter(.positional, [.minute, .second]).string(from: 75) == "1:15")
    #expect(formatter(.positional, [.minute, .second]).string(from: 5) == "0:05")
    let clock = formatter(.positional, [.hour, .minute, .second])
    #expect(clock.string(from: 75) == "1:15", "the leading zero hour is dropped")
    #expect(clock.string(from: 3725) == "1:02:05")
    clock.zeroFormattingBehavior = .pad
    #expect(clock.string(from: 75) == "0:01:15")
    #expect(clock.string(from: -75) == "-0:01:15")
    #expect(formatter(.positional, [.hour, .minute]).string(from: 3725) == "1:02")
  }

  @Test func labelledStylesNameEachUnit() {
    let units: NSCalendar.Unit = [.hour, .minute, .second]
    #expect(formatter(.abbreviated, units).string(from: 3725) == "1h 2m 5s")
    #expect(formatter(.short, units).string(from: 3725) == "1 hr, 2 min, 5 sec")
    #expect(formatter(.full, units).string(from: 3725) == "1 hour, 2 minutes, 5 seconds")
    #expect(formatter(.spellOut, units).string(from: 3725) == "one hour, two minutes, five seconds")
    #expect(formatter(.full, units).string(from: 3605) == "1 hour, 5 seconds", "zero units are dropped")
    #expect(formatter(.full, [.day, .hour]).string(from: 2 * 86400 + 3600) == "2 days, 1 hour")
    #expect(formatter(.abbreviated, units).string(from: 0) == "0s", "nothing but zero shows the smallest unit")
  }

  @Test func zeroBehaviourMaximumCountAndPhrases() {
    let full = formatter(.full, [.hour, .minute, .second])
    full.zeroFormattingBehavior = .dropLeading
    #expect(full.string(from: 3605) == "1 hour, 0 minutes, 5 seconds")
    full.zeroFormattingBehavior = .pad
    #expect(full.string(from: 65) == "0 hours, 1 minute, 5 seconds")
    full.zeroFormattingBehavior = .dropAll
    full.maximumUnitCount = 2
    #expect(full.string(from: 3725) == "1 hour, 2 minutes")
    full.maximumUnitCount = 0
    full.includesApproximationPhrase = true
    full.includesTimeRemainingPhrase = true
    #expect(full.string(from: 120) == "About 2 minutes remaining")
  }

  @Test func componentsAndDateRanges() {
    let short = formatter(.short, [.hour, .minute])
    #expect(short.string(from: DateComponents(hour: 2, minute: 90)) == "3 hr, 30 min")
    let start = Date(timeIntervalSinceReferenceDate: 0)
    #expect(short.string(from: start, to: start.addingTimeInterval(45 * 60)) == "45 min")
    #expect(short.string(for: 3600.0) == "1 hr")
    #expect(DateComponentsFormatter.localizedString(from: DateComponents(minute: 3), unitsStyle: .full) == "3 minutes")
  }
}
