import Foundation
import Testing
import VellumCairo

@testable import Vellum

/// Issue 14's remaining gaps: disabled labels dimmed as iOS dims them, the palette picker,
/// timer progress, steppers with a format, and style conformers in more of the idioms
/// public SwiftUI code uses.
@Suite(.serialized)
struct ControlStateTests {
  let tests = ControlTests()

  func textLine(_ drawn: String, _ text: String) -> String? {
    drawn.split(separator: "\n").map(String.init).first { $0.contains("\"\(text)\"") }
  }

  @Test func disabledControlsDimTheirLabelsGrey() throws {
    let grey = tests.paint(ControlMetrics.disabledLabel)
    for (enabled, disabled) in [
      (
        tests.list(Toggle("Wi-Fi", isOn: .constant(true))),
        tests.list(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true))
      ),
      (
        tests.list(Stepper("Wi-Fi", value: .constant(1), in: 0...3)),
        tests.list(Stepper("Wi-Fi", value: .constant(1), in: 0...3).disabled(true))
      ),
      (
        tests.list(TextField("Name", text: .constant("Wi-Fi"))),
        tests.list(TextField("Name", text: .constant("Wi-Fi")).disabled(true))
      ),
    ] {
      let on = try #require(textLine(enabled, "Wi-Fi"))
      let off = try #require(textLine(disabled, "Wi-Fi"))
      #expect(!on.contains(grey) && off.contains(grey), "\(on)\n\(off)")
    }
  }

  @Test func aPaletteOutsideAMenuIsTheSegmentedControl() {
    func picker(_ style: some PickerStyle) -> String {
      tests.list(
        Picker("Tag", selection: .constant(1)) {
          Image(systemName: "star").tag(1)
          Image(systemName: "heart").tag(2)
        }
        .pickerStyle(style)
        .paletteSelectionEffect(.symbolVariant(.fill)))
    }
    #expect(picker(.palette) == picker(.segmented))
    #expect(picker(.palette).contains("star U+"))
  }

  @Test func timerProgressIsDrawnAtTheIntervalsStart() throws {
    let start = Date(timeIntervalSince1970: 1_000_000)
    let down = try tests.snapshot(ProgressView(timerInterval: start...start.addingTimeInterval(300)), tests.phone)
    let bars = down.frames(ofKind: "Capsule")
    #expect(bars.count == 2 && bars[1].width == 393, "counting down starts full: \(bars)")
    #expect(!down.frames(ofText: "5:00").isEmpty, "the time left, as a timer")
    let up = try tests.snapshot(
      ProgressView(timerInterval: start...start.addingTimeInterval(3723), countsDown: false) { Text("Baking") },
      tests.phone)
    #expect(up.frames(ofKind: "Capsule")[1].width == 0, "counting up starts empty")
    #expect(!up.frames(ofText: "0:00").isEmpty && !up.frames(ofText: "Baking").isEmpty)
    #expect(TimerProgress.timerText(3723) == "1:02:03" && TimerProgress.timerText(59) == "0:59")
    let empty = try tests.snapshot(ProgressView(timerInterval: start...start), tests.phone)
    #expect(empty.frames(ofKind: "Capsule")[1].width == 393, "an empty interval is complete")
  }

  @Test func steppersWithAFormatLookAsWithout() {
    let plain = tests.list(Stepper("Rate", value: .constant(1.5), in: 0...2, step: 0.5))
    #expect(tests.list(Stepper("Rate", value: .constant(1.5), in: 0...2, step: 0.5, format: .number)) == plain)
    #expect(
      tests.list(Stepper(value: .constant(1.5), in: 0...2, step: 0.5, format: .number) { Text("Rate") }) == plain)
    let unbounded = tests.list(Stepper("Rate", value: .constant(3), step: 1))
    #expect(tests.list(Stepper("Rate", value: .constant(3), format: .number)) == unbounded)
    #expect(tests.list(Stepper(value: .constant(3), format: .number) { Text("Rate") }) == unbounded)
  }

  // MARK: Style conformers as public code writes them

  /// The classic hand-made switch: a capsule whose knob moves with `configuration.isOn`,
  /// toggled by a tap on it.
  struct ColoredSwitchStyle: ToggleStyle {
    var onColor = Color.purple
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Spacer()
        RoundedRectangle(cornerRadius: 16, style: .circular)
          .fill(configuration.isOn ? onColor : Color(.systemGray5))
          .frame(width: 50, height: 29)
          .overlay(
            Circle()
              .fill(.white)
              .shadow(radius: 1, x: 0, y: 1)
              .padding(1.5)
              .offset(x: configuration.isOn ? 10 : -10)
          )
          .animation(.easeInOut(duration: 0.2), value: configuration.isOn)
          .onTapGesture { configuration.isOn.toggle() }
      }
    }
  }

  @Test func aHandMadeSwitchStyleMovesItsKnobWithTheState() throws {
    let on = try tests.snapshot(Toggle("Dark", isOn: .constant(true)).toggleStyle(ColoredSwitchStyle()), tests.phone)
    let off = try tests.snapshot(Toggle("Dark", isOn: .constant(false)).toggleStyle(ColoredSwitchStyle()), tests.phone)
    let knobOn = try #require(on.frames(ofKind: "Circle").first)
    let knobOff = try #require(off.frames(ofKind: "Circle").first)
    #expect(abs(knobOn.minX - knobOff.minX - 20) < 0.01, "the knob moves 20 pt: \(knobOn) \(knobOff)")
    #expect(
      tests.list(Toggle("Dark", isOn: .constant(true)).toggleStyle(ColoredSwitchStyle())).contains(tests.paint(.purple))
    )
  }

  /// A press-to-shrink style: at rest `isPressed` is false, so nothing is scaled.
  struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .font(.headline)
        .padding()
        .frame(maxWidth: .infinity)
        .background(Color.accentColor)
        .foregroundStyle(.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .scaleEffect(configuration.isPressed ? 0.95 : 1)
        .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
  }

  @Test func aPressToShrinkButtonStyleIsFullSizeAtRest() throws {
    let layout = try tests.snapshot(Button("Continue") {}.buttonStyle(ScaleButtonStyle()), tests.phone)
    #expect(layout.size.width == 393, "full width")
    let drawn = tests.list(Button("Continue") {}.buttonStyle(ScaleButtonStyle()))
    #expect(
      !drawn.contains("transform") || drawn.contains("transform [1 0 0 1 0 0]"), "no scale at rest: \(drawn)")
    #expect(!drawn.contains("transform [0.95"))
    #expect(drawn.contains("\(tests.paint(.white)) \"Continue\""))
  }

  /// A thick custom bar measured with a GeometryReader, as public code draws one.
  struct ThickBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule().fill(Color.gray.opacity(0.3))
          Capsule()
            .fill(Color.green)
            .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
        }
      }
      .frame(height: 12)
    }
  }

  @Test func aGeometryReaderBarStyleFillsItsFraction() throws {
    let layout = try tests.snapshot(ProgressView(value: 0.3).progressViewStyle(ThickBarStyle()), tests.phone)
    let capsules = layout.frames(ofKind: "Capsule")
    #expect(capsules.count == 2 && abs(capsules[1].width - 393 * 0.3) < 0.01 && capsules[1].height == 12)
  }
}
