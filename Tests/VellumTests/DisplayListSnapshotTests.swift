import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

/// The display list's text form for each shape, paint, effect and text case, compared with
/// a reviewed snapshot in `DisplayLists/NAME.txt` through `GoldenCheck.text`: a missing one
/// is recorded (never under CI) and fails, so every snapshot is looked at.
@Suite(.serialized)
struct DisplayListSnapshotTests {
  static var cases: [(String, AnyView)] {
    [
      ("rectangle", AnyView(Rectangle().fill(Color.red).frame(width: 40, height: 20))),
      ("rounded-continuous", AnyView(RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(width: 60, height: 40))),
      (
        "rounded-circular",
        AnyView(RoundedRectangle(cornerRadius: 10, style: .circular).fill(Color.blue).frame(width: 60, height: 40))
      ),
      (
        "rounded-stadium-blend",
        AnyView(RoundedRectangle(cornerRadius: 18).fill(Color.blue).frame(width: 60, height: 40))
      ),
      (
        "uneven",
        AnyView(
          UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 6).fill(Color.green).frame(
            width: 60, height: 40))
      ),
      (
        "capsule-circle-ellipse",
        AnyView(
          HStack {
            Capsule().fill(.orange); Circle().fill(.pink); Ellipse().fill(.mint)
          }.frame(width: 150, height: 30))
      ),
      (
        "stroke-styles",
        AnyView(
          VStack {
            Circle().stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 6]))
            RoundedRectangle(cornerRadius: 6).strokeBorder(Color.red, lineWidth: 3)
          }.frame(width: 40, height: 90))
      ),
      (
        "path-arc",
        AnyView(
          Path {
            $0.addArc(
              center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
          }.stroke(Color.black, lineWidth: 2).frame(width: 40, height: 40))
      ),
      (
        "gradients",
        AnyView(
          HStack(spacing: 0) {
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20))
            Rectangle().fill(EllipticalGradient(colors: [.yellow, .green]))
            Rectangle().fill(
              AngularGradient(
                colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(270)))
            Rectangle().fill(Color.purple.gradient)
          }.frame(width: 200, height: 40))
      ),
      (
        "hierarchical-colors",
        AnyView(
          VStack(spacing: 0) {
            Rectangle().fill(.primary); Rectangle().fill(.secondary); Rectangle().fill(.tertiary);
            Rectangle().fill(.quaternary)
            Rectangle().fill(.tint); Rectangle().fill(Color.accentColor.opacity(0.5))
          }.frame(width: 10, height: 60).tint(.orange))
      ),
      (
        "materials-and-shadow",
        AnyView(
          VStack {
            Rectangle().fill(.ultraThinMaterial); Rectangle().fill(.thickMaterial)
            Text("Shadowed").shadow(color: .blue, radius: 3, x: 1, y: 2)
          }.frame(width: 100, height: 100))
      ),
      (
        "effects",
        AnyView(
          VStack {
            Color.red.frame(width: 20, height: 20).blur(radius: 2)
            Color.green.frame(width: 20, height: 20).opacity(0.5).clipShape(Circle())
            Color.blue.frame(width: 20, height: 20).mask { Circle() }
            Color.black.frame(width: 20, height: 20).hidden()
            Color.gray.frame(width: 20, height: 20).compositingGroup().cornerRadius(4)
          })
      ),
      (
        "text-styles",
        AnyView(
          VStack(alignment: .leading) {
            Text("Large title").font(.largeTitle)
            Text("Headline").font(.headline)
            Text("Rounded bold").font(.system(.body, design: .rounded, weight: .bold))
            Text("Serif italic").font(.system(.body, design: .serif)).italic()
            Text("Mono").font(.system(.caption, design: .monospaced))
            Text("Secondary").foregroundStyle(.secondary)
          })
      ),
      (
        "text-wrapping",
        AnyView(Text("A long sentence that wraps onto three lines and is cut").lineLimit(2).frame(width: 120))
      ),
      (
        "symbols-and-label",
        AnyView(
          VStack {
            Image(systemName: "star.fill").foregroundStyle(.yellow)
            Image(systemName: "gear").imageScale(.large)
            Label("Settings", systemImage: "gear").font(.headline)
          })
      ),
      (
        "buttons",
        AnyView(
          VStack {
            Button("Plain") {}.buttonStyle(.plain)
            Button("Bordered", systemImage: "plus") {}.buttonStyle(.bordered).controlSize(.small)
            Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
          })
      ),
    ]
  }

  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DisplayLists")
  }

  @Test(arguments: cases.map(\.0))
  func displayListMatchesSnapshot(name: String) throws {
    let view = Self.cases.first { $0.0 == name }!.1
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    environment.displayScale = 2
    let actual =
      Renderer(view, proposal: ProposedViewSize(width: 220, height: 240), environment: environment)
      .displayList.description + "\n"
    // The same text-golden machinery as `assertGolden(displayListOf:)`: record modes from
    // VELLUM_RECORD (never under CI) and a line diff on failure.
    let outcome = GoldenCheck.text(
      actual, golden: Self.directory.appendingPathComponent("\(name).txt"), mode: .current)
    #expect(outcome.passed, "\(outcome.message)")
  }
}
