import Charts
import Foundation
import Vellum

/// Swift Charts' marks as an activity screen draws them: bars by category, lines of two
/// series with a legend, and a donut of sectors.
struct ChartsShowcase: View {
  struct Day: Identifiable {
    let name: String
    let steps: Double
    var id: String { name }
  }
  struct Reading: Identifiable {
    let city: String
    let month: String
    let degrees: Double
    var id: String { city + month }
  }
  struct Share: Identifiable {
    let kind: String
    let minutes: Double
    var id: String { kind }
  }

  let days = [
    Day(name: "Mon", steps: 6200), Day(name: "Tue", steps: 8400), Day(name: "Wed", steps: 4100),
    Day(name: "Thu", steps: 9700), Day(name: "Fri", steps: 7300), Day(name: "Sat", steps: 11200),
    Day(name: "Sun", steps: 5600),
  ]
  let readings: [Reading] = {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    let lisbon: [Double] = [11, 12, 14, 16, 19, 22]
    let oslo: [Double] = [-4, -3, 1, 6, 11, 15]
    return zip(months, lisbon).map { Reading(city: "Lisbon", month: $0, degrees: $1) }
      + zip(months, oslo).map { Reading(city: "Oslo", month: $0, degrees: $1) }
  }()
  let shares = [
    Share(kind: "Walk", minutes: 45), Share(kind: "Run", minutes: 25), Share(kind: "Cycle", minutes: 20),
    Share(kind: "Swim", minutes: 10),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Steps").font(.headline)
      Chart(days) { day in
        BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
      }
      .frame(height: 160)
      Text("Average temperature").font(.headline)
      Chart(readings) { reading in
        LineMark(x: .value("Month", reading.month), y: .value("Degrees", reading.degrees))
          .foregroundStyle(by: .value("City", reading.city))
          .symbol(by: .value("City", reading.city))
          .interpolationMethod(.catmullRom)
        RuleMark(y: .value("Freezing", 0))
          .foregroundStyle(.gray)
          .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
      }
      .frame(height: 170)
      Text("Workouts").font(.headline)
      Chart(shares) { share in
        SectorMark(angle: .value("Minutes", share.minutes), innerRadius: .ratio(0.6), angularInset: 2)
          .foregroundStyle(by: .value("Kind", share.kind))
      }
      .frame(height: 150)
    }
    .padding()
  }
}

#Preview("Charts") { ChartsShowcase() }
