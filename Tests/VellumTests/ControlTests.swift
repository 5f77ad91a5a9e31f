import Foundation
import Testing
import VellumCairo

@testable import Vellum

/// Controls drawn at rest: each checks a size, a position or a colour iOS shows, and the
/// style protocols with conformers written the way public SwiftUI code writes them.
@Suite(.serialized)
struct ControlTests {
  let phone = ProposedViewSize(width: 393, height: 200)

  func snapshot<V: View>(_ view: V, _ proposal: ProposedViewSize) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: proposal, scale: 1, environment: environment)
  }

  func list<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 393, height: 200)) -> String {
    Renderer(view, proposal: proposal).displayList.description
  }

  func paint(_ color: Color, _ scheme: ColorScheme = .light) -> String {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return Paint.color(RGBA(color.resolve(in: environment))).description
  }

  // MARK: Toggle

  @Test func switchToggleSpansTheRowWithTheSwitchTrailing() throws {
    let layout = try snapshot(Toggle("Wi-Fi", isOn: .constant(true)), phone)
    #expect(layout.size == CGSize(width: 393, height: 31), "full width, as tall as the 51 × 31 switch")
    let track = try #require(layout.frames(ofKind: "Capsule").first)
    // Drawn 2 pt past the layout's trailing edge, as every toggle in ../shared/ios-reference is.
    #expect(track == CGRect(x: 344, y: track.minY, width: 51, height: 31), "the switch is at the trailing edge")
    let knob = try #require(layout.frames(ofKind: "Circle").first)
    #expect(knob.width == 27 && knob.maxX == 395 - 2, "on: the 27 pt knob 2 pt from the track's trailing end")
    let off = try snapshot(Toggle("Wi-Fi", isOn: .constant(false)), phone)
    #expect(try #require(off.frames(ofKind: "Circle").first).minX == 344 + 2, "off: the knob at the leading end")
    let label = try #require(layout.frames(ofText: "Wi-Fi").first)
    #expect(label.minX == 0 && abs(label.midY - track.midY) < 0.5, "label leading, centred on the switch")
  }

  @Test func switchColoursFollowStateTintAndScheme() {
    #expect(list(Toggle("A", isOn: .constant(true))).contains(paint(.green)), "on: green by default (spec §2.4)")
    #expect(list(Toggle("A", isOn: .constant(true)).tint(.orange)).contains(paint(.orange)), "on: the tint")
    let off = list(Toggle("A", isOn: .constant(false)))
    #expect(off.contains(paint(.secondarySystemFill)) && !off.contains(paint(.green)), "off: the grey track")
    #expect(list(Toggle("A", isOn: .constant(true)).disabled(true)).contains("opacity 0.5"), "disabled: dimmed")
  }

  @Test func labelsHiddenLeavesOnlyTheSwitch() throws {
    let layout = try snapshot(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), phone)
    #expect(layout.size == CGSize(width: 51, height: 31))
    #expect(layout.frames(ofText: "Wi-Fi").isEmpty)
  }

  /// A checkbox style as public code writes it: the configuration's label, `isOn`, and a
  /// tap that flips `configuration.isOn`.
  struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
          .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
        configuration.label
      }
    }
  }

  @Test func customToggleStyleGetsLabelAndState() throws {
    var isOn = true
    let binding = Binding(get: { isOn }, set: { isOn = $0 })
    let on = list(Toggle("Remember me", isOn: binding).toggleStyle(CheckboxToggleStyle()))
    #expect(on.contains("checkmark.square.fill") && on.contains("\"Remember me\""))
    #expect(!on.contains("Capsule"), "no switch drawn")
    let off = list(Toggle("Remember me", isOn: .constant(false)).toggleStyle(CheckboxToggleStyle()))
    #expect(off.contains("square U+") && !off.contains("checkmark"))
    // The configuration's binding writes through, as `configuration.isOn.toggle()` does.
    let configuration = ToggleStyleConfiguration(label: .init(AnyView(Text("x"))), isOn: binding)
    configuration.isOn.toggle()
    #expect(isOn == false)
  }

  /// A style that decorates the default toggle with `Toggle(configuration)`.
  struct FramedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Toggle(configuration).padding(8).background(Color.yellow)
    }
  }

  @Test func toggleOfConfigurationDrawsTheDefaultLookOnce() throws {
    let layout = try snapshot(Toggle("A", isOn: .constant(true)).toggleStyle(FramedToggleStyle()), phone)
    #expect(layout.frames(ofKind: "Capsule").count == 1, "one switch, no recursion")
    #expect(abs(layout.size.height - (31 + 16)) < 0.01, "the switch inside 8 pt of padding")
  }

  @Test func buttonToggleStyleFillsOnlyWhenOn() {
    let fill = paint(.blue.opacity(0.15))
    #expect(list(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)).contains(fill))
    #expect(!list(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)).contains(fill))
  }

  // MARK: Text fields

  @Test func emptyFieldShowsThePlaceholderInThePlaceholderColour() throws {
    let empty = list(TextField("Email", text: .constant("")))
    #expect(empty.contains("\(paint(.placeholderText)) \"Email\""))
    let filled = list(TextField("Email", text: .constant("ada@example.com")))
    #expect(filled.contains("\(paint(.primary)) \"ada@example.com\"") && !filled.contains("\"Email\""))
    let prompt = list(TextField("Email", text: .constant(""), prompt: Text("you@example.com")))
    #expect(prompt.contains("\"you@example.com\"") && !prompt.contains("\"Email\""), "the prompt wins")
  }

  /// Issue 28: `TextField(text:label:)` with a `Text` label shows the label's text as its
  /// placeholder on iOS 17/18 (Vellum showed nothing); a prompt still wins.
  @Test func aTextLabelIsThePlaceholderWhenThereIsNoPrompt() {
    let labelled = list(TextField(text: .constant("")) { Text("Username") })
    #expect(labelled.contains("\(paint(.placeholderText)) \"Username\""), "\(labelled)")
    let secure = list(SecureField(text: .constant("")) { Text("Password") })
    #expect(secure.contains("\(paint(.placeholderText)) \"Password\""), "\(secure)")
    let prompted = list(TextField(text: .constant(""), prompt: Text("you@example.com")) { Text("Email") })
    #expect(prompted.contains("\"you@example.com\"") && !prompted.contains("\"Email\""), "the prompt wins")
  }

  @Test func formattedFieldsShowTheFormattedValue() {
    #expect(list(TextField("Amount", value: .constant(42.5), format: .number)).contains("\"42.5\""))
    let price = list(TextField("Price", value: .constant(3.0), format: .currency(code: "USD")))
    #expect(price.contains("\"$3.00\""), "\(price)")
    let field = TextField("Email", text: .constant(""))
      .keyboardType(.emailAddress).textContentType(.emailAddress).textInputAutocapitalization(.never)
      .autocorrectionDisabled().autocapitalization(.none).submitLabel(.next).onSubmit {}
    #expect(list(field) == list(TextField("Email", text: .constant(""))), "input traits change nothing drawn")
  }

  @Test func controlsWithoutAMatchOrWithBadRangesDrawCalmly() throws {
    let noMatch = list(Picker("P", selection: .constant(9)) { Text("One").tag(1) })
    #expect(!noMatch.contains("\"One\"") && noMatch.contains(" 8×12) "), "no option drawn as selected, the chevrons")
    let empty = try snapshot(Slider(value: .constant(0.5), in: 1...1), phone)
    #expect(empty.frames(ofKind: "Circle").first?.minX == 0, "an empty range: the thumb at the start")
    let nan = try snapshot(ProgressView(value: Double.nan), phone)
    #expect(nan.frames(ofKind: "Capsule")[1].width == 0, "NaN progress: an empty bar")
    let zeroTotal = try snapshot(ProgressView(value: 3, total: 0), phone)
    #expect(zeroTotal.frames(ofKind: "Capsule")[1].width == 0, "a zero total: an empty bar")
  }

  @Test func secureFieldShowsOneBulletPerCharacter() {
    let drawn = list(SecureField("Password", text: .constant("hunter2")))
    #expect(drawn.contains("\"•••••••\"") && !drawn.contains("hunter2"))
  }

  @Test func fieldsTakeTheWidthAndRoundedBorderIs34Tall() throws {
    let plain = try snapshot(TextField("Name", text: .constant("")), phone)
    #expect(plain.size.width == 393, "a single-line field is as wide as offered")
    let rounded = try snapshot(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), phone)
    #expect(rounded.size == CGSize(width: 393, height: 34), "spec §2.4: 34 tall")
    let text = try #require(rounded.frames(ofText: "Name").first)
    #expect(text.minX == 7, "text 7 pt in from the border")
    let ideal = try snapshot(TextField("Name", text: .constant("")), .unspecified)
    #expect(ideal.size.width == plain.frames(ofText: "Name").first?.width, "unproposed: the placeholder's width")
  }

  @Test func verticalFieldReservesTheRangesLowerBound() throws {
    let one = try snapshot(TextField("Bio", text: .constant("Hi"), axis: .vertical), phone)
    let three = try snapshot(TextField("Bio", text: .constant("Hi"), axis: .vertical).lineLimit(3...5), phone)
    #expect(three.size.height > 2.5 * one.size.height, "room for three lines: \(three.size.height)")
    let long = String(repeating: "word ", count: 200)
    let capped = try snapshot(TextField("Bio", text: .constant(long), axis: .vertical).lineLimit(3...5), phone)
    #expect(abs(capped.size.height - 5 * 22) < 0.01, "at most five lines, each a 22 pt line box")
  }

  /// iOS 17.0.1 (bw-new-send-text, at the Medium size: body 16 pt, 21 pt leading): a vertical
  /// field's two lines are 42 tall, each a 21 pt line box, where the same text as a `Text` is a
  /// 19.09 pt line and a 21 pt pitch; both put the first baseline at the ascender and the
  /// second 21 below it (two 63 pt fields: 8 + 2.5 padding either side of 42).
  @Test func verticalFieldStacksWholeLineBoxes() throws {
    let string = "Text with lots of text that wraps to new lines when displayed."
    let proposal = ProposedViewSize(width: 326, height: nil)
    func medium(_ view: some View) throws -> LayoutSnapshot {
      var environment = EnvironmentValues()
      environment.textMeasurer = try TestFonts.engine()
      environment.dynamicTypeSize = .medium
      return LayoutSnapshot(of: view, proposal: proposal, scale: 3, environment: environment)
    }
    let field = try medium(TextField("", text: .constant(string), axis: .vertical))
    #expect(field.size.height == 42, "two 21 pt line boxes: \(field.size)")
    let text = try medium(Text(string))
    #expect(abs(text.size.height - 121.0 / 3) < 0.01, "a line and a pitch, 40.33: \(text.size)")
    let one = try medium(TextField("", text: .constant("Notes"), axis: .vertical))
    #expect(one.size.height == 21, "one line box")
    let horizontal = try medium(TextField("", text: .constant("Notes")))
    #expect(abs(horizontal.size.height - 58.0 / 3) < 0.01, "a single-line field is its line, 19.33")
  }

  /// A note field that grows without limit, as Apple's tutorials write it (`5...Int.max`):
  /// Pango's line count is 32-bit, and the upper bound trapped when it was handed over.
  @Test func anUnboundedLineRangeGrowsWithTheText() throws {
    let long = String(repeating: "word ", count: 200)
    let field = try snapshot(TextField("Note", text: .constant(long), axis: .vertical).lineLimit(5...Int.max), phone)
    let uncapped = try snapshot(Text(long), phone)
    let lines = ((uncapped.size.height - 20.29) / 22).rounded() + 1
    #expect(abs(field.size.height - lines * 22) < 0.01, "every line of the text, each a 22 pt line box")
    let short = try snapshot(TextField("Note", text: .constant("Hi"), axis: .vertical).lineLimit(5...Int.max), phone)
    let five = try snapshot(TextField("Note", text: .constant("Hi"), axis: .vertical).lineLimit(5...5), phone)
    #expect(short.size.height == five.size.height, "room for the lower bound")
  }

  /// A custom style written as public code writes it, with SwiftUI's underscored requirement.
  struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
      configuration
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).stroke(Color.purple, lineWidth: 2))
    }
  }

  @Test func customTextFieldStyleDecoratesThePlainField() throws {
    let layout = try snapshot(TextField("Name", text: .constant("")).textFieldStyle(OutlinedFieldStyle()), phone)
    let text = try #require(layout.frames(ofText: "Name").first)
    #expect(text.minX == 12 && layout.size.width == 393)
    #expect(
      list(SecureField("PIN", text: .constant("12")).textFieldStyle(OutlinedFieldStyle())).contains(paint(.purple)))
  }

  @Test func trailingAlignedFieldsPutTheirTextAtTheTrailingEdge() throws {
    let layout = try snapshot(TextField("0", text: .constant("42")).multilineTextAlignment(.trailing), phone)
    #expect(layout.frames(ofText: "42").first?.maxX == 393)
  }

  // MARK: Buttons

  /// A style from public code: padding, a fill, and a pressed look that is not drawn at rest.
  struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(.horizontal, 20)
        .padding(.vertical, 10)
        .foregroundStyle(Color.white)
        .background(configuration.role == .destructive ? Color.red : Color.indigo, in: Capsule())
        .opacity(configuration.isPressed ? 0.6 : 1)
    }
  }

  @Test func customButtonStyleGetsLabelRoleAndRestingState() throws {
    let drawn = list(Button("Save") {}.buttonStyle(PillButtonStyle()))
    #expect(drawn.contains(paint(.indigo)) && drawn.contains("\(paint(.white)) \"Save\""))
    #expect(!drawn.contains("opacity 0.6"), "isPressed is false at rest")
    #expect(list(Button("Delete", role: .destructive) {}.buttonStyle(PillButtonStyle())).contains(paint(.red)))
  }

  /// A primitive style that wraps the button it is given, as public code does.
  struct CardButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button(configuration).buttonStyle(.bordered).padding(4).background(Color.yellow)
    }
  }

  @Test func primitiveButtonStyleWrapsButtonOfConfiguration() throws {
    var tapped = false
    let layout = try snapshot(Button("Go") { tapped = true }.buttonStyle(CardButtonStyle()), phone)
    #expect(abs(layout.size.height - (34 + 8)) < 0.01, "the bordered button (34) inside 4 pt of padding, drawn once")
    #expect(list(Button("Go") {}.buttonStyle(CardButtonStyle())).contains(paint(.blue.opacity(0.15))))
    let configuration = PrimitiveButtonStyleConfiguration(label: AnyView(Text("x")), role: nil) { tapped = true }
    configuration.trigger()
    #expect(tapped, "trigger() performs the action")
  }

  /// bwa-edit-item (iOS 17.0.1, @3x): the divider between a Stepper's halves is the system fill,
  /// rgb(206,206,212) over the rgb(227,227,232) track (the tertiary fill over its grouped page),
  /// not the darker separator colour.
  @Test func theStepperDividerIsTheSystemFill() throws {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      StepperControl(canDecrement: true, canIncrement: true).background(
        Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)),
      size: .unspecified, scale: 3, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: 3, colorScheme: .light, parallel: false)
    let divider = image[141, 48]
    #expect(abs(Int(divider.r) - 206) <= 2 && abs(Int(divider.b) - 211) <= 2, "\(divider)")
    let track = image[120, 48]
    #expect(abs(Int(track.r) - 227) <= 2 && abs(Int(track.b) - 232) <= 2, "\(track)")
  }

  /// criticalmaps-appearance-ios17 (iOS 17, @3x): the selected segment's shadow darkens the 2 pt of
  /// track under it to about rgb(215,215,216) and nothing shows below the 32 pt track (UIKit clips
  /// the control to its track); Vellum's shadow reached 3.3 pt below it.
  @Test func theSelectedSegmentsShadowStaysInsideTheTrack() throws {
    let renderer = try ImageRenderer()
    let picker = Picker("Theme", selection: .constant(0)) {
      Text("System").tag(0)
      Text("Dark").tag(1)
      Text("Light").tag(2)
    }
    .pickerStyle(.segmented)
    .frame(width: 300)
    .padding(.vertical, 10)
    .background(Color.white)
    let result = renderer.displayList(picker, size: .unspecified, scale: 3, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: 3, colorScheme: .light, parallel: false)
    // The track spans y 10–42 pt; the selected segment is the first third, inset 2 pt.
    let strip = image[150, 3 * 41]
    #expect(strip.r < 225 && strip.r > 200, "the shadow in the track under the segment: \(strip)")
    let below = image[150, 3 * 42 + 2]
    #expect(below.r == 255 && below.b == 255, "nothing below the track: \(below)")
  }

  @Test func buttonBorderShapeChangesTheFill() {
    let capsule = list(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
    #expect(capsule.contains("ButtonBorderShape") || !capsule.contains("RoundedRectangle"))
    let automatic = list(Button("Go") {}.buttonStyle(.borderedProminent))
    #expect(automatic == list(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.automatic)))
    #expect(capsule != automatic)
  }

  // MARK: Progress, trim

  @Test func linearProgressFillsItsFraction() throws {
    let layout = try snapshot(ProgressView(value: 0.25), phone)
    #expect(layout.size == CGSize(width: 393, height: 4), "a 4 pt bar across the width")
    let capsules = layout.frames(ofKind: "Capsule")
    #expect(capsules.count == 2 && capsules[1].width == 393 * 0.25, "the fill: \(capsules)")
    let over = try snapshot(ProgressView(value: 7, total: 5), phone)
    #expect(over.frames(ofKind: "Capsule")[1].width == 393, "values past the total are clamped")
    #expect(list(ProgressView(value: 0.5).tint(.pink)).contains(paint(.pink)))
  }

  @Test func indeterminateProgressIsTheSpinnerWithItsLabelBelow() throws {
    let spinner = try snapshot(ProgressView(), phone)
    #expect(spinner.size == CGSize(width: 20, height: 20))
    #expect(try snapshot(ProgressView().controlSize(.large), phone).size == CGSize(width: 37, height: 37))
    let labelled = try snapshot(ProgressView("Loading"), phone)
    let label = try #require(labelled.frames(ofText: "Loading").first)
    let spokes = labelled.frames(ofKind: "SpinnerSpoke")
    #expect(spokes.count == 8 && label.minY == spokes[0].maxY + 8, "eight spokes, the label 8 pt below")
  }

  /// A ring style as public code writes it, from `Circle().trim(from:to:)`.
  struct RingProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ZStack {
        Circle().stroke(Color.gray.opacity(0.2), lineWidth: 8)
        Circle()
          .trim(from: 0, to: configuration.fractionCompleted ?? 0)
          .stroke(Color.orange, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        configuration.label
      }
      .frame(width: 80, height: 80)
    }
  }

  @Test func customProgressStyleDrawsATrimmedRing() throws {
    let drawn = list(ProgressView("Half", value: 0.5).progressViewStyle(RingProgressStyle()))
    #expect(drawn.contains(paint(.orange)) && drawn.contains("\"Half\""))
    let half = Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 80, height: 80))
    let box = half.boundingRect
    #expect(abs(box.minY - 40) < 0.01 && abs(box.height - 40) < 0.01, "half a circle from 3 o'clock, below: \(box)")
    #expect(abs(box.width - 80) < 0.01)
  }

  @Test func trimmedPathsCutAtFractionsOfTheLength() {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    let quarter = square.trimmedPath(from: 0, to: 0.25)
    #expect(quarter.boundingRect.width == 100 && quarter.boundingRect.height == 0, "one side of four")
    let middle = square.trimmedPath(from: 0.125, to: 0.375)
    #expect(middle.boundingRect == CGRect(x: 50, y: 0, width: 50, height: 50), "\(middle.boundingRect)")
    #expect(square.trimmedPath(from: 0.6, to: 0.2).elements.isEmpty, "an empty range is empty")
    #expect(square.trimmedPath(from: .nan, to: 1).elements.isEmpty, "NaN: empty, no crash")
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
    #expect(abs(circle.boundingRect.minX - 50) < 0.01 && abs(circle.boundingRect.maxY - 100) < 0.01)
  }

  // MARK: Slider, stepper

  @Test func sliderThumbSitsAtTheValue() throws {
    let layout = try snapshot(Slider(value: .constant(0.5)), phone)
    #expect(layout.size == CGSize(width: 393, height: 31), "UISlider's 31 (bw-generator-password)")
    let thumb = try #require(layout.frames(ofKind: "Circle").first)
    #expect(thumb.width == 27 && thumb.midX == 393 / 2, "the thumb centred at half")
    let low = try snapshot(Slider(value: .constant(-3.0), in: 0...10), phone)
    #expect(low.frames(ofKind: "Circle").first?.minX == 0, "clamped to the leading end")
  }

  @Test func stepperIsLabelLeadingControlTrailing() throws {
    let layout = try snapshot(Stepper("Guests: 3", value: .constant(3), in: 0...10), phone)
    #expect(layout.size == CGSize(width: 393, height: 32))
    let labels = try #require(layout.frames(ofText: "Guests: 3").first)
    #expect(labels.minX == 0)
    // The − and + are stroked (StepperGlyph), the − first; at the lower bound it is dimmed.
    let atMinimum = list(Stepper("n", value: .constant(0), in: 0...10))
    let glyphs = atMinimum.split(separator: "\n").filter { $0.contains("stroke ") && $0.contains("cap:round") }
    #expect(
      glyphs.count == 2 && glyphs[0].contains(paint(.tertiaryLabel)) && glyphs[1].contains(paint(.primary)),
      "\(glyphs)")
  }

  // MARK: Pickers

  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla
    var id: Self { self }
  }

  @Test func menuPickerShowsTheSelectedOptionInTheTint() {
    let drawn = list(
      Picker("Flavor", selection: .constant(Flavor.vanilla)) {
        ForEach(Flavor.allCases) { Text($0.rawValue) }
      })
    #expect(drawn.contains("\(paint(.blue)) \"vanilla\""), "the ForEach id is the implicit tag")
    #expect(!drawn.contains("\"chocolate\"") && !drawn.contains("\"Flavor\""), "outside a row: the value only")
    #expect(drawn.contains("stroke ") && drawn.contains(" 8×12) "), "the up-down chevrons, 8 × 12 pt")
  }

  @Test func menuPickerInAListRowShowsLabelLeadingValueTrailing() throws {
    let picker = Picker("Size", selection: .constant("M")) {
      Text("Small").tag("S")
      Text("Medium").tag("M")
    }
    .environment(\.isInListRow, true)
    let layout = try snapshot(picker, phone)
    #expect(layout.size.width == 393)
    let label = try #require(layout.frames(ofText: "Size").first)
    let value = try #require(layout.frames(ofText: "Medium").first)
    #expect(label.minX == 0 && value.maxX > 300, "label leading, value trailing")
    #expect(list(picker).contains("\(paint(.secondary)) \"Medium\""), "the value in the secondary colour")
  }

  @Test func segmentedPickerHasEqualSegmentsAndRaisesTheSelection() throws {
    let picker = Picker("Size", selection: .constant(2)) {
      Text("S").tag(1)
      Text("Medium").tag(2)
      Text("Extra large").tag(3)
    }
    .pickerStyle(.segmented)
    let layout = try snapshot(picker, phone)
    #expect(layout.size == CGSize(width: 393, height: 31), "laid out 31 tall, the 32 pt track hanging below")
    // UISegmentedControl's layout (SegmentedLayout): segments 0–130, 131–261, 262–393 with a
    // 1 pt divider slot between each two.
    let centres = ["S", "Medium", "Extra large"].compactMap { layout.frames(ofText: $0).first?.midX }
    #expect(centres == [65, 196, 327.5], "\(centres)")
    let selected = try #require(layout.frames(ofKind: "RoundedRectangle").first { $0.width < 393 })
    #expect(abs(selected.minX - (131 + 2)) < 0.01 && selected.height == 28, "the middle segment, 2 pt inside")
  }

  @Test func navigationLinkPickerShowsValueAndChevron() {
    let drawn = list(
      Picker("Guests", selection: .constant(2)) {
        ForEach(1..<4) { Text("\($0)").tag($0) }
      }
      .pickerStyle(.navigationLink))
    #expect(
      drawn.contains("\"Guests\"") && drawn.contains("\(paint(.secondary)) \"2\"") && drawn.contains("chevron.right"))
  }

  @Test func inlinePickerInARowChecksTheSelectedOption() throws {
    let picker = Picker("Theme", selection: .constant("Dark")) {
      ForEach(["Light", "Dark"], id: \.self) { Text($0) }
    }
    .pickerStyle(.inline)
    let row = try snapshot(picker.environment(\.isInListRow, true), phone)
    let check = try #require(row.frames(ofKind: "Image(\"checkmark\")").first)
    let dark = try #require(row.frames(ofText: "Dark").first)
    #expect(
      row.frames(ofKind: "Image(\"checkmark\")").count == 1 && abs(check.midY - dark.midY) < 0.5,
      "one checkmark, on Dark")
    #expect(abs(row.size.height - (2 * 44 + 1)) < 0.01, "two 44 pt option rows and a separator")
    let wheel = try snapshot(picker, phone)
    #expect(wheel.size.height == 216, "outside a row iOS draws inline pickers as a wheel")
  }

  @Test func switchOffTrackFollowsTheScheme() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let drawn = Renderer(Toggle("A", isOn: .constant(false)), proposal: phone, environment: dark).displayList
    #expect(drawn.description.contains(paint(.secondarySystemFill, .dark)), "rgb(120,120,128) at 32 % in dark")
  }

  // MARK: Date picker

  @Test func compactDatePickerShowsTheBindingsDateInTheLocale() throws {
    let date = Date(timeIntervalSince1970: 1_781_516_460)  // 2026-06-15 09:41 GMT
    let english = list(DatePicker("Starts", selection: .constant(date)))
    #expect(english.contains("\"Jun 15, 2026\"") && english.contains("\"9:41"), "\(english)")
    let german = list(
      DatePicker("Beginnt", selection: .constant(date)).environment(\.locale, Locale(identifier: "de_DE")))
    #expect(german.contains("\"15.06.2026\"") && german.contains("\"09:41\""))
    let dateOnly = list(DatePicker("Day", selection: .constant(date), displayedComponents: .date))
    #expect(!dateOnly.contains("9:41"))
    let layout = try snapshot(DatePicker("Starts", selection: .constant(date)), phone)
    #expect(layout.size == CGSize(width: 393, height: 35), "full width, as tall as a chip")
  }

  /// iOS 17.0.1 (bw-new-send-text): the app sizes each date button by a hidden compact picker
  /// (`.labelsHidden().fixedSize()`), and the footnote under the 36 pt button it draws starts
  /// 1.0 pt higher than a 36 pt layout would put it, in both date fields: the picker is 35 tall,
  /// at the Medium content size the render was recorded at as at Large.
  @Test func compactDatePickerWithHiddenLabelsIsThirtyFiveTall() throws {
    let date = Date(timeIntervalSince1970: 1_699_177_260)  // 2023-11-05 09:41 GMT
    for components: DatePickerComponents in [.date, .hourAndMinute] {
      for typeSize: DynamicTypeSize in [.medium, .large] {
        let picker = DatePicker("", selection: .constant(date), displayedComponents: components)
          .labelsHidden().fixedSize().environment(\.dynamicTypeSize, typeSize)
        let layout = try snapshot(picker, phone)
        #expect(layout.size.height == 35, "\(components) at \(typeSize): \(layout.size)")
      }
    }
  }

  /// A title held in a `String` (a constants enum) with a one-sided range, as a to-do form's
  /// due date writes `DatePicker(Strings.dueDate, selection: $due, in: Date()...)`.
  @Test func datePickerTakesAStringTitleWithAPartialRange() {
    let date = Date(timeIntervalSince1970: 1_781_516_460)
    let title: String = "Due date"
    let from = list(DatePicker(title, selection: .constant(date), in: date..., displayedComponents: .date))
    #expect(from.contains("\"Due date\"") && from.contains("\"Jun 15, 2026\""), "\(from)")
    let through = list(DatePicker(title, selection: .constant(date), in: ...date))
    #expect(through.contains("\"Due date\"") && through.contains("\"9:41"), "\(through)")
  }

  @Test func graphicalDatePickerCirclesTheSelectedDay() {
    let date = Date(timeIntervalSince1970: 1_781_516_460)
    let drawn = list(
      DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(.graphical),
      ProposedViewSize(width: 393, height: 500))
    #expect(drawn.contains("\"June 2026\"") && drawn.contains("\"30\"") && !drawn.contains("\"31\""))
    #expect(drawn.contains("\(paint(.blue)) \"15\""), "the selected day in the tint")
  }

  // MARK: Others

  @Test func linkMenuAndShareLinkAreTintedLabels() {
    #expect(list(Link("Terms", destination: URL(string: "https://example.com")!)).contains("\(paint(.blue)) \"Terms\""))
    let menu = list(Menu("Options") { Button("Hidden") {} })
    #expect(menu.contains("\(paint(.blue)) \"Options\"") && !menu.contains("Hidden"), "closed: the label only")
    #expect(list(ShareLink(item: "text")).contains("square.and.arrow.up"))
  }

  @Test func colorPickerAndGauge() throws {
    let picker = try snapshot(ColorPicker("Accent", selection: .constant(.indigo)), phone)
    #expect(picker.size == CGSize(width: 393, height: 28))
    #expect(list(ColorPicker("Accent", selection: .constant(.indigo))).contains(paint(.indigo)))
    let gauge = try snapshot(Gauge(value: 0.5) { Text("Storage") }, phone)
    let bars = gauge.frames(ofKind: "Capsule")
    #expect(bars.count == 2 && bars[1].width == bars[0].width / 2)
    let ring = try snapshot(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular), phone)
    #expect(ring.size == CGSize(width: 58, height: 58))
  }
}
