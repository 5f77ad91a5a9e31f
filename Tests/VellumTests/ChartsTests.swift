import Charts
import Foundation
import Testing
import Vellum
import VellumCairo

/// Swift Charts' `Chart` drawn by Vellum: bar lengths, category order, stacking and grouping,
/// the nice values of an axis, the legend's palette, and a donut's wedges, read from the
/// display list the chart draws.
@Suite struct ChartsTests {
  /// One drawing operation of the display list: its kind, colour, the points of its path
  /// and the text it draws.
  struct Operation {
    let kind: String
    let colour: String
    let points: [CGPoint]
    let text: String?

    var bounds: CGRect {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }

  func operations<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) throws -> [Operation] {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view.frame(width: width, height: height), size: .unspecified).displayList
    return list.description.split(separator: "\n").compactMap { line -> Operation? in
      let words = line.split(separator: " ").map(String.init)
      guard let kind = words.first, ["fill", "stroke", "text"].contains(kind) else { return nil }
      let colour = words.first { $0.hasPrefix("#") } ?? ""
      var points: [CGPoint] = []
      for word in words where word.first.map({ "MLC".contains($0) }) == true || word.contains(",") {
        let numbers = word.drop { $0.isLetter }.split(separator: ",").compactMap { Double($0) }
        if numbers.count == 2, !word.hasPrefix("(") { points.append(CGPoint(x: numbers[0], y: numbers[1])) }
      }
      let text = line.split(separator: "\"").dropFirst().first.map(String.init)
      return Operation(kind: kind, colour: colour, points: points, text: text)
    }
  }

  func labels(_ operations: [Operation]) -> [String] { operations.compactMap(\.text) }

  static let blue = "#007affff"
  static let green = "#34c759ff"
  static let orange = "#ff9500ff"

  /// `.symbol(Circle().strokeBorder(lineWidth: 2))`, a view as a point's symbol (a workout app's
  /// progress chart): accepted, and the points drawn as circles, as with `.symbol { … }`.
  @Test func aViewAsTheSymbolDrawsCircles() throws {
    let values: [(String, Double)] = [("Mon", 3), ("Tue", 5), ("Wed", 4)]
    let withView = try operations(
      Chart {
        ForEach(values, id: \.0) { day, value in
          PointMark(x: .value("Day", day), y: .value("Value", value)).symbol(Circle().strokeBorder(lineWidth: 2))
        }
      })
    let withShape = try operations(
      Chart {
        ForEach(values, id: \.0) { day, value in
          PointMark(x: .value("Day", day), y: .value("Value", value)).symbol(.circle)
        }
      })
    let points = { (ops: [Operation]) in ops.filter { $0.colour == Self.blue }.map(\.bounds) }
    #expect(points(withView).count == 3)
    #expect(points(withView) == points(withShape))
  }

  @Test func barHeightsAreProportionalToTheirValues() throws {
    let chart = Chart {
      BarMark(x: .value("Day", "A"), y: .value("Steps", 10))
      BarMark(x: .value("Day", "B"), y: .value("Steps", 20))
      BarMark(x: .value("Day", "C"), y: .value("Steps", 40))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden)
    let bars = try operations(chart).filter { $0.kind == "fill" }.map(\.bounds)
    try #require(bars.count == 3)
    // The domain is 0...40, so the tallest bar fills the 200-point plot.
    #expect(abs(bars[2].height - 200) < 0.01, "\(bars)")
    #expect(abs(bars[1].height - 100) < 0.01 && abs(bars[0].height - 50) < 0.01, "\(bars)")
    #expect(Set(bars.map { $0.maxY.rounded() }) == [200], "bars stand on one baseline")
    // Three bands of 100 points, each bar 60% of its band and centred in it.
    for (index, bar) in bars.enumerated() {
      #expect(abs(bar.width - 60) < 0.01 && abs(bar.midX - (CGFloat(index) * 100 + 50)) < 0.01, "\(bar)")
    }
  }

  /// A budget's progress bar, `BarMark(x: .value("Spent", 30))` in a chart whose x domain is
  /// 0...100: Swift Charts runs it from zero to 30 across the plot's whole height (it was a
  /// 90-point band centred on 30). A category alone still stands across the plot at its band.
  @Test func aBarWithANumberAloneRunsFromZeroAcrossThePlot() throws {
    let spent = Chart { BarMark(x: .value("Spent", 30)) }
      .chartXScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
    let bars = try operations(spent).filter { $0.kind == "fill" }.map(\.bounds)
    try #require(bars.count == 1)
    #expect(abs(bars[0].minX) < 0.01 && abs(bars[0].width - 90) < 0.01, "0 to 30 of 300 points: \(bars)")
    #expect(abs(bars[0].height - 200) < 0.01, "the whole height: \(bars)")
    let level = Chart { BarMark(y: .value("Level", 50)) }
      .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
    let column = try operations(level).filter { $0.kind == "fill" }.map(\.bounds)
    try #require(column.count == 1)
    #expect(abs(column[0].height - 100) < 0.01 && abs(column[0].maxY - 200) < 0.01, "\(column)")
    #expect(abs(column[0].width - 300) < 0.01, "the whole width: \(column)")
    // With its axes shown, the y axis, which no mark plots on, has no labels (it drew "0").
    let shown = try operations(Chart { BarMark(x: .value("Spent", 30)) }.chartXScale(domain: 0...100))
    #expect(labels(shown).filter { $0 == "100" }.count == 1, "the x axis is labelled: \(labels(shown))")
    #expect(labels(shown).filter { $0 == "0" }.count == 1, "only the x axis's zero: \(labels(shown))")
    let day = Chart { BarMark(x: .value("Day", "Mon")) }.chartXAxis(.hidden).chartYAxis(.hidden)
    let band = try operations(day).filter { $0.kind == "fill" }.map(\.bounds)
    try #require(band.count == 1)
    #expect(abs(band[0].height - 200) < 0.01 && band[0].width < 300, "a category's band: \(band)")
  }

  @Test func categoriesKeepTheirOrderOrTheScaleDomains() throws {
    func centres<V: View>(_ view: V) throws -> [CGFloat] {
      try operations(view).filter { $0.kind == "fill" }.map(\.bounds.midX)
    }
    let names = ["Zeta", "Alpha", "Mid"]
    let chart = Chart(names, id: \.self) { name in
      BarMark(x: .value("Name", name), y: .value("Count", name.count))
    }
    let written = try centres(chart.chartYAxis(.hidden))
    #expect(written == written.sorted() && written.count == 3, "in the order written: \(written)")
    let labelled = labels(try operations(chart.chartYAxis(.hidden)))
    #expect(labelled == names, "\(labelled)")
    let reordered = try centres(chart.chartYAxis(.hidden).chartXScale(domain: ["Mid", "Zeta", "Alpha"]))
    // Zeta is second and Alpha third in the given domain; Mid (written last) comes first.
    #expect(reordered[2] < reordered[0] && reordered[0] < reordered[1], "\(reordered)")
  }

  @Test func theValueAxisEndsOnNiceValues() throws {
    func yLabels(_ top: Double) throws -> [String] {
      labels(try operations(Chart { BarMark(x: .value("K", "a"), y: .value("V", top)) }.chartXAxis(.hidden)))
    }
    #expect(try yLabels(93) == ["0", "25", "50", "75", "100"])
    #expect(try yLabels(7) == ["0", "2", "4", "6", "8"])
    #expect(try yLabels(11_200) == ["0", "5,000", "10,000", "15,000"])
    #expect(try yLabels(0.8) == ["0", "0.2", "0.4", "0.6", "0.8"])
    let domain = Chart { BarMark(x: .value("K", "a"), y: .value("V", 30)) }
      .chartXAxis(.hidden).chartYScale(domain: 0...200)
    #expect(labels(try operations(domain)) == ["0", "50", "100", "150", "200"])
    let given = Chart { BarMark(x: .value("K", "a"), y: .value("V", 30)) }
      .chartXAxis(.hidden)
      .chartYAxis { AxisMarks(position: .leading, values: [0, 15, 30]) }
    let marks = try operations(given)
    #expect(labels(marks) == ["0", "15", "30"])
    // Leading labels: the plot starts after them.
    let bar = try #require(marks.first { $0.kind == "fill" })
    #expect(bar.bounds.minX > 10, "\(bar.bounds)")
  }

  /// `AxisMarks(values: [amount]) { AxisGridLine() }`: a builder that takes no value marks
  /// each of the given values alike (a budget bar's line at the amount spent).
  @Test func axisMarksAtGivenValuesTakeABuilderWithoutTheValue() throws {
    let chart = Chart { BarMark(x: .value("Spent", 40.0)) }
      .chartXScale(domain: 0.0...100.0)
      .chartYAxis(.hidden)
      .chartXAxis {
        AxisMarks(values: [40.0]) {
          AxisGridLine(stroke: StrokeStyle(lineWidth: 1))
          AxisTick(stroke: StrokeStyle(lineWidth: 1))
        }
      }
    let marks = try operations(chart)
    #expect(labels(marks).isEmpty, "no labels: the builder makes none")
    let lines = marks.filter { $0.kind == "stroke" }
    #expect(lines.count == 2, "a gridline and a tick: \(lines.map(\.bounds))")
    for line in lines { #expect(abs(line.bounds.midX - 120) < 0.5, "at 40 of 0…100 across 300: \(line.bounds)") }
  }

  @Test func seriesTakeThePaletteAndTheLegendListsThem() throws {
    let chart = Chart {
      ForEach(Array(["Walk", "Run", "Cycle"].enumerated()), id: \.offset) { index, series in
        BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 10 * (index + 1)))
          .foregroundStyle(by: .value("Kind", series))
      }
    }
    let marks = try operations(chart)
    let fills = marks.filter { $0.kind == "fill" }
    // The legend's three circles, then three stacked bars, in the palette's order.
    #expect(fills.map(\.colour) == [Self.blue, Self.green, Self.orange, Self.blue, Self.green, Self.orange])
    #expect(Array(labels(marks).prefix(3)) == ["Walk", "Run", "Cycle"])
    // Stacked: each bar starts where the last ended, the whole 60 minutes tall.
    let bars = fills.suffix(3).map(\.bounds)
    #expect(abs(bars[0].minY - bars[1].maxY) < 0.01 && abs(bars[1].minY - bars[2].maxY) < 0.01, "\(bars)")
    #expect(abs(bars[2].height / bars[0].height - 3) < 0.01)
    // The legend is under the plot, in a row from the leading edge.
    let legend = fills.prefix(3).map(\.bounds)
    #expect(legend.allSatisfy { $0.minY > bars[0].maxY && abs($0.width - 8) < 0.01 }, "\(legend)")
    #expect(legend[0].minX == 0 && legend[0].maxX < legend[1].minX && legend[1].maxX < legend[2].minX, "\(legend)")
    // A scale of the app's own colours the series; a hidden legend is not drawn.
    let scaled = try operations(
      chart.chartForegroundStyleScale(["Walk": Color.red, "Run": Color.red, "Cycle": Color.red]).chartLegend(.hidden))
    #expect(scaled.filter { $0.kind == "fill" }.map(\.colour) == Array(repeating: "#ff3b30ff", count: 3))
  }

  @Test func positionByPlacesBarsSideBySide() throws {
    let chart = Chart {
      BarMark(x: .value("Q", "Q1"), y: .value("V", 10)).foregroundStyle(by: .value("Year", "2023"))
        .position(by: .value("Year", "2023"))
      BarMark(x: .value("Q", "Q1"), y: .value("V", 20)).foregroundStyle(by: .value("Year", "2024"))
        .position(by: .value("Year", "2024"))
    }
    .chartYAxis(.hidden).chartXAxis(.hidden).chartLegend(.hidden)
    let bars = try operations(chart).filter { $0.kind == "fill" }.map(\.bounds)
    try #require(bars.count == 2)
    #expect(abs(bars[0].maxX - bars[1].minX) < 0.01 && bars[0].maxY == bars[1].maxY, "\(bars)")
    #expect(abs(bars[1].height - 200) < 0.01 && abs(bars[0].height - 100) < 0.01, "not stacked: \(bars)")
  }

  @Test func sectorsShareTheTurnClockwiseFromTwelve() throws {
    let chart = Chart {
      SectorMark(angle: .value("V", 1)).foregroundStyle(by: .value("K", "a"))
      SectorMark(angle: .value("V", 1)).foregroundStyle(by: .value("K", "b"))
      SectorMark(angle: .value("V", 2)).foregroundStyle(by: .value("K", "c"))
    }
    .chartLegend(.hidden)
    let wedges = try operations(chart, width: 200, height: 200).filter { $0.kind == "fill" }
    try #require(wedges.count == 3)
    let centre = CGPoint(x: 100, y: 100)
    func degrees(_ point: CGPoint) -> Double {
      let angle = atan2(Double(point.y - centre.y), Double(point.x - centre.x)) * 180 / .pi
      return (angle + 360).truncatingRemainder(dividingBy: 360)
    }
    // Each wedge starts on the outer circle and ends its arc before returning to the centre.
    let arcs = wedges.map { wedge in
      (start: degrees(wedge.points[0]), end: degrees(wedge.points[wedge.points.count - 2]))
    }
    let expected: [(Double, Double)] = [(270, 0), (0, 90), (90, 270)]
    for (arc, (start, end)) in zip(arcs, expected) {
      #expect(abs(arc.start - start) < 0.5 && abs(arc.end - end) < 0.5, "\(arcs)")
    }
    #expect(wedges.map(\.colour) == [Self.blue, Self.green, Self.orange])
    // A donut's inner radius: 60% of the 100-point radius.
    let donut = try operations(
      Chart { SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.6)) }, width: 200, height: 200)
    let ring = try #require(donut.first { $0.kind == "fill" })
    let radii = ring.points.map { hypot($0.x - 100, $0.y - 100) }.filter { $0 < 99 }
    #expect(radii.contains { abs($0 - 60) < 0.5 }, "\(radii)")
  }

  @Test func linesJoinEachSeriesInOrder() throws {
    let chart = Chart {
      ForEach(0..<4) { index in
        LineMark(x: .value("X", index), y: .value("Y", index * index)).foregroundStyle(by: .value("S", "squares"))
        LineMark(x: .value("X", index), y: .value("Y", index)).foregroundStyle(by: .value("S", "linear"))
      }
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
    let lines = try operations(chart).filter { $0.kind == "stroke" }
    // A ForEach of ForEach of marks is chart content too (not taken for a view).
    let nested = Chart {
      ForEach(Array([[0.0, 1, 4, 9], [0.0, 1, 2, 3]].enumerated()), id: \.offset) { series, values in
        ForEach(Array(values.enumerated()), id: \.offset) { index, value in
          LineMark(x: .value("X", index), y: .value("Y", value))
            .foregroundStyle(by: .value("S", series == 0 ? "squares" : "linear"))
        }
      }
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
    #expect(try operations(nested).filter { $0.kind == "stroke" }.map(\.points) == lines.map(\.points))
    #expect(lines.map(\.colour) == [Self.blue, Self.green], "one stroke per series")
    #expect(lines.allSatisfy { $0.points.count == 4 }, "\(lines.map(\.points))")
    let squares = lines[0].points
    #expect(squares.map(\.x) == squares.map(\.x).sorted() && squares[3].y < squares[0].y)
  }

  @Test func barsAtDatesStackOnlyAtTheSameInstant() throws {
    let midnight = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let chart = Chart {
      BarMark(x: .value("Hour", midnight), y: .value("mm", 2))
      BarMark(x: .value("Hour", midnight.addingTimeInterval(3600)), y: .value("mm", 2))
      BarMark(x: .value("Hour", midnight.addingTimeInterval(3600)), y: .value("mm", 2)).foregroundStyle(.cyan)
    }
    .chartXAxis(.hidden).chartYAxis(.hidden)
    let bars = try operations(chart).filter { $0.kind == "fill" }.map(\.bounds)
    try #require(bars.count == 3)
    // Different hours of one day stand side by side on the baseline; one hour's two bars stack.
    #expect(bars[0].maxY == bars[1].maxY && bars[0].midX < bars[1].midX, "\(bars)")
    #expect(abs(bars[2].maxY - bars[1].minY) < 0.01 && abs(bars[2].minY) < 0.01, "\(bars)")
  }

  @Test func rulesAndRectanglesSpanThePlotWithoutTheirOtherAxis() throws {
    let chart = Chart {
      LineMark(x: .value("M", "Jan"), y: .value("V", 20))
      LineMark(x: .value("M", "Feb"), y: .value("V", 40))
      RectangleMark(yStart: .value("Low", 0), yEnd: .value("High", 10)).foregroundStyle(.red)
      RuleMark(y: .value("Target", 30)).foregroundStyle(.green)
        .annotation(position: .topLeading) { Text("Target") }
    }
    .chartXAxis(.hidden).chartYAxis(.hidden)
    let marks = try operations(chart)
    let band = try #require(marks.first { $0.kind == "fill" }?.bounds)
    #expect(band == CGRect(x: 0, y: 150, width: 300, height: 50), "\(band)")
    let rule = try #require(marks.last { $0.kind == "stroke" }?.bounds)
    #expect(rule.minX == 0 && rule.maxX == 300 && rule.minY == 50 && rule.height == 0, "\(rule)")
    // The annotation sits above the rule's leading end.
    #expect(labels(marks) == ["Target"])
  }

  /// A screen written as apps write charts: an enum as the series, a chart content type and a
  /// builder function of its own, a date axis by day with weekday labels, a y scale without
  /// zero, gradients, a symbol view, an `if` among the marks, selection and an overlay that
  /// reads the proxy.
  struct ActivityScreen: View {
    enum Kind: String, Plottable {
      case walk = "Walk"
      case run = "Run"
    }
    struct Entry: Identifiable {
      let day: Date
      let kind: Kind
      let minutes: Double
      var id: String { "\(day)\(kind)" }
    }
    struct Goal: ChartContent {
      let minutes: Double
      var body: some ChartContent {
        RuleMark(y: .value("Goal", minutes))
          .foregroundStyle(.red)
          .annotation(position: .top, alignment: .leading) { Text("Goal").font(.caption) }
      }
    }
    @State private var selected: Date?
    let entries: [Entry]
    let showsGoal: Bool

    @ChartContentBuilder func marks(_ entry: Entry) -> some ChartContent {
      LineMark(x: .value("Day", entry.day, unit: .day), y: .value("Minutes", entry.minutes))
        .foregroundStyle(by: .value("Kind", entry.kind))
        .symbol { Circle().frame(width: 6, height: 6) }
        .interpolationMethod(.monotone)
      AreaMark(
        x: .value("Day", entry.day, unit: .day), yStart: .value("Floor", 25), yEnd: .value("Minutes", entry.minutes)
      )
      .foregroundStyle(LinearGradient(colors: [.blue.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom))
    }

    var body: some View {
      Chart {
        ForEach(entries) { entry in marks(entry) }
        if showsGoal { Goal(minutes: 45) }
      }
      .chartYScale(domain: .automatic(includesZero: false))
      .chartXAxis {
        AxisMarks(values: .stride(by: .day)) { value in
          AxisGridLine()
          AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
        }
      }
      .chartYAxis { AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) }
      .chartLegend(position: .top, alignment: .leading)
      .chartXSelection(value: $selected)
      .chartOverlay { proxy in
        GeometryReader { geometry in
          Rectangle().fill(.clear).contentShape(Rectangle())
            .onTapGesture { location in
              let x = location.x - geometry[proxy.plotAreaFrame].origin.x
              selected = proxy.value(atX: x)
            }
        }
      }
    }
  }

  @Test func chartsAsAppsWriteThem() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let monday = calendar.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 12))!
    let entries = (0..<7).flatMap { day in
      [
        ActivityScreen.Entry(
          day: monday.addingTimeInterval(Double(day) * 86_400), kind: .walk, minutes: 40 + Double(day)),
        ActivityScreen.Entry(
          day: monday.addingTimeInterval(Double(day) * 86_400), kind: .run, minutes: 30 + Double(day)),
      ]
    }
    let marks = try operations(ActivityScreen(entries: entries, showsGoal: true), width: 360, height: 240)
    let texts = labels(marks)
    for weekday in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] { #expect(texts.contains(weekday), "\(texts)") }
    #expect(texts.contains("Goal") && texts.contains("Walk") && texts.contains("Run"), "\(texts)")
    // The y scale leaves zero out: its lowest label is above it.
    let numbers = texts.compactMap { Double($0) }
    #expect(numbers.count >= 2 && (numbers.min() ?? 0) > 0, "\(texts)")
    // Two lines (blue and green from the palette) and the goal rule in red.
    let strokes = marks.filter { $0.kind == "stroke" && $0.points.count > 1 }.map(\.colour)
    #expect(strokes.contains(Self.blue) && strokes.contains(Self.green) && strokes.contains("#ff3b30ff"), "\(strokes)")
    let without = labels(try operations(ActivityScreen(entries: entries, showsGoal: false), width: 360, height: 240))
    #expect(!without.contains("Goal"))
  }

  @Test func horizontalBarsListCategoriesFromTheTopAndScalesTakeRangesOrReverse() throws {
    let chart = Chart {
      BarMark(x: .value("V", 10), y: .value("M", "Jan"))
      BarMark(x: .value("V", 20), y: .value("M", "Feb"))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden)
    let bars = try operations(chart).filter { $0.kind == "fill" }.map(\.bounds)
    try #require(bars.count == 2)
    // The first category is the top bar; bars grow from the leading edge, the longer to the end.
    #expect(bars[0].midY < bars[1].midY && bars[0].minX == 0 && abs(bars[1].width - 300) < 0.01, "\(bars)")
    // A numeric array is a range, not a list of categories.
    let ranged = Chart { PointMark(x: .value("K", "a"), y: .value("V", 30)) }
      .chartXAxis(.hidden).chartYScale(domain: [0, 60])
    #expect(labels(try operations(ranged)) == ["0", "20", "40", "60"])
    // Reversed: zero at the top, so a bar hangs from it.
    let reversed = Chart { BarMark(x: .value("K", "a"), y: .value("V", 10)) }
      .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: .automatic(reversed: true))
    let bar = try #require(try operations(reversed).first { $0.kind == "fill" }?.bounds)
    #expect(bar.minY == 0 && abs(bar.height - 200) < 0.01, "\(bar)")
  }
}
