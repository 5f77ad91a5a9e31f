import Foundation
import Testing
import Vellum

/// The older and the accepted spellings real SwiftUI files still use: iOS 13 alerts and
/// navigation bar items, content size categories, redaction placeholders, two-level
/// foreground styles, animators drawn at rest and modifiers that draw nothing.
@Suite struct LegacyAndAcceptedAPITests {
  static let canvas = ProposedViewSize(width: 393, height: 852)

  static func texts(_ list: DisplayList) -> [String] {
    list.items.compactMap { if case .text(let run, _, _) = $0 { run.string } else { nil } }
  }

  static func fills(_ list: DisplayList) -> [CGRect] {
    list.items.compactMap { if case .fill(_, _, let bounds) = $0 { bounds } else { nil } }
  }

  @Test func anAlertValueIsDrawnAsTheModernAlert() {
    let legacy = Renderer(
      Color.clear.alert(isPresented: .constant(true)) {
        Alert(
          title: Text("Delete draft?"), message: Text("This cannot be undone."),
          primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
      }, proposal: Self.canvas)
    let modern = Renderer(
      Color.clear.alert("Delete draft?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }, proposal: Self.canvas)
    #expect(Self.texts(legacy.displayList) == ["Delete draft?", "This cannot be undone.", "Delete", "Cancel"])
    #expect(legacy.displayList.description == modern.displayList.description)
    let hidden = Renderer(
      Color.clear.alert(isPresented: .constant(false)) { Alert(title: Text("No")) }, proposal: Self.canvas)
    #expect(Self.texts(hidden.displayList).isEmpty)
  }

  @Test func anActionSheetShowsItsTitleAndButtons() {
    let list = Renderer(
      Color.clear.actionSheet(isPresented: .constant(true)) {
        ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
      }, proposal: Self.canvas
    ).displayList
    #expect(Self.texts(list) == ["Share", "Copy", "Cancel"])
  }

  @Test func navigationBarItemsAreToolbarItems() {
    let old = LayoutSnapshot(
      of: NavigationStack { Text("Body").navigationTitle("Inbox").navigationBarItems(trailing: Button("Edit") {}) },
      proposal: Self.canvas)
    let new = LayoutSnapshot(
      of: NavigationStack {
        Text("Body").navigationTitle("Inbox").toolbar {
          ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
        }
      }, proposal: Self.canvas)
    #expect(!old.frames(ofText: "Edit").isEmpty)
    #expect(old.frames(ofText: "Edit") == new.frames(ofText: "Edit"))
  }

  @Test func sizeCategoryAndDynamicTypeRangesSetTheTypeSize() throws {
    func height<V: View>(_ view: V) throws -> CGFloat {
      try #require(LayoutSnapshot(of: view, proposal: Self.canvas).frames(ofText: "Aa").first).height
    }
    let large = try height(Text("Aa"))
    let huge = try height(Text("Aa").environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge))
    let direct = try height(Text("Aa").dynamicTypeSize(.accessibility5))
    #expect(huge == direct && huge > large * 2)
    let clamped = try height(
      Text("Aa").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5))
    #expect(clamped == (try height(Text("Aa").dynamicTypeSize(.xxxLarge))))
    let raised = try height(Text("Aa").dynamicTypeSize(DynamicTypeSize.xLarge...).dynamicTypeSize(.xSmall))
    #expect(raised == (try height(Text("Aa").dynamicTypeSize(.xLarge))))
    var environment = EnvironmentValues()
    environment.sizeCategory = .extraSmall
    #expect(environment.dynamicTypeSize == .xSmall)
  }

  @Test func redactedTextIsABarTheSizeOfTheText() throws {
    let plain = Renderer(Text("Loading title"), proposal: .unspecified).displayList
    let redacted = Renderer(Text("Loading title").redacted(reason: .placeholder), proposal: .unspecified).displayList
    #expect(Self.texts(plain) == ["Loading title"])
    #expect(Self.texts(redacted).isEmpty)
    #expect(Self.fills(redacted).count == 1)
    let bar = try #require(Self.fills(redacted).first)
    #expect(abs(bar.width - plain.size.width) <= 1 && bar.height == plain.size.height, "on the pixel grid")
    let kept = Renderer(
      VStack {
        Text("Hidden"); Text("Shown").unredacted()
      }.redacted(reason: .placeholder), proposal: .unspecified)
    #expect(Self.texts(kept.displayList) == ["Shown"])
  }

  @Test func aSecondForegroundStyleColoursSecondaryContent() {
    let list = Renderer(
      VStack {
        Text("One")
        Text("Two").foregroundStyle(.secondary)
      }.foregroundStyle(Color.red, Color.green), proposal: .unspecified
    ).displayList.description
    #expect(list.contains("#ff3b30ff \"One\""), "\(list)")
    #expect(list.contains("#34c759ff \"Two\""), "secondary content takes the second style: \(list)")
  }

  /// `alert(isPresented:error:actions:message:)` (iOS 15) is titled with the error's
  /// description and shows the message made from it (a health sync's failure).
  @Test func anErrorAlertShowsTheErrorsDescription() {
    enum SyncError: LocalizedError {
      case denied
      var errorDescription: String? { "Health access denied" }
      var recoverySuggestion: String? { "Allow access in Settings." }
    }
    let view = Color.clear.alert(isPresented: .constant(true), error: SyncError.denied) { _ in
      Button("OK", role: .cancel) {}
    } message: { error in
      Text(error.recoverySuggestion ?? "")
    }
    let shown = LayoutSnapshot(of: view, proposal: Self.canvas)
    #expect(shown.frames(ofText: "Health access denied").count == 1)
    #expect(shown.frames(ofText: "Allow access in Settings.").count == 1)
    let none = LayoutSnapshot(
      of: Color.clear.alert(isPresented: .constant(true), error: SyncError?.none) { Button("OK") {} },
      proposal: Self.canvas)
    #expect(none.frames(ofText: "OK").isEmpty, "no error, no alert")
  }

  @Test func animatorsAndTimelinesDrawTheirFirstFrame() {
    let phases = LayoutSnapshot(
      of: Text("Pulse").phaseAnimator([1.0, 2.0]) { content, phase in content.scaleEffect(phase).opacity(phase) },
      proposal: Self.canvas)
    #expect(!phases.frames(ofText: "Pulse").isEmpty)
    let keyframes = Renderer(
      Text("Hop").keyframeAnimator(initialValue: 0.5) { content, value in
        content.opacity(value)
      } keyframes: { _ in
        LinearKeyframe(1.0, duration: 1)
      }, proposal: .unspecified
    ).displayList.description
    #expect(keyframes.contains("opacity 0.5"), "\(keyframes)")
    // A track of the whole value, with no key path (a PIN field's shake): drawn at the start.
    let shake = LayoutSnapshot(
      of: Text("PIN").keyframeAnimator(initialValue: CGFloat.zero, trigger: false) { content, value in
        content.offset(x: value)
      } keyframes: { _ in
        KeyframeTrack {
          CubicKeyframe(30, duration: 0.07)
          CubicKeyframe(0, duration: 0.07)
        }
      }, proposal: .unspecified)
    #expect(shake.frames(ofText: "PIN").first?.minX == 0)
    // A keyframe's value read as its track's type (`.zero`, `.degrees` of an `Angle` track).
    struct Spin { var angle = Angle.degrees(90) }
    let spin = Renderer(
      Rectangle().frame(width: 20, height: 10).keyframeAnimator(initialValue: Spin(), trigger: false) {
        content, value in
        content.rotationEffect(value.angle)
      } keyframes: { _ in
        KeyframeTrack(\.angle) {
          CubicKeyframe(.zero, duration: 0.5)
          CubicKeyframe(.degrees(360), duration: 0.5)
        }
      }, proposal: .unspecified
    ).displayList.description
    #expect(spin.contains("transform [0 1 -1 0 "), "a quarter turn, the initial value: \(spin)")
    let timeline = LayoutSnapshot(
      of: TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date > .distantPast ? "now" : "never") },
      proposal: Self.canvas)
    #expect(!timeline.frames(ofText: "now").isEmpty)
    let reader = LayoutSnapshot(
      of: ScrollViewReader { proxy in ScrollView { Text("Row").id(1) }.onAppear { proxy.scrollTo(1) } },
      proposal: Self.canvas)
    #expect(!reader.frames(ofText: "Row").isEmpty)
  }

  /// `scenePadding` is the default padding on iOS; push registration never answers.
  @Test func scenePaddingIsTheDefaultPaddingAndPushNeverRegisters() {
    let padded = LayoutSnapshot(of: Text("Inset").padding(), proposal: Self.canvas)
    let scene = LayoutSnapshot(of: Text("Inset").scenePadding(), proposal: Self.canvas)
    let minimum = LayoutSnapshot(of: Text("Inset").scenePadding(.minimum, edges: .horizontal), proposal: Self.canvas)
    let horizontal = LayoutSnapshot(of: Text("Inset").padding(.horizontal), proposal: Self.canvas)
    #expect(padded.description == scene.description && horizontal.description == minimum.description)
    #expect(padded.description != horizontal.description)
    UIApplication.shared.registerForRemoteNotifications()
    #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
  }

  @Test func acceptedModifiersLeaveLayoutAsItIs() {
    let plain = LayoutSnapshot(of: Text("Same").padding(), proposal: Self.canvas)
    let decorated = LayoutSnapshot(
      of: Text("Same").padding()
        .accessibilityElement(children: .combine).accessibilityAddTraits(.isHeader).accessibilityHint("Hint")
        .allowsHitTesting(false).contentShape(Rectangle()).contentShape(.hoverEffect, .capsule).help("Tip")
        .keyboardShortcut("s")
        .hoverEffect(.lift).textSelection(.enabled).sensoryFeedback(.success, trigger: 1).zIndex(2)
        .privacySensitive().headerProminence(.increased).toolbarRole(.editor)
        .widgetAccentable().widgetURL(nil).invalidatableContent(),
      proposal: Self.canvas)
    #expect(plain.frames(ofText: "Same") == decorated.frames(ofText: "Same"))
  }

  /// A star rating that VoiceOver adjusts by swiping, as book and review screens write it:
  /// drawn as it is, and the handler never runs in a still frame.
  @Test func anAdjustableRatingDrawsAsItIs() {
    var adjusted = false
    let stars = HStack { ForEach(1..<4) { Image(systemName: $0 <= 2 ? "star.fill" : "star") } }
    let plain = LayoutSnapshot(of: stars.accessibilityElement(), proposal: Self.canvas)
    let adjustable = LayoutSnapshot(
      of: stars.accessibilityElement().accessibilityAdjustableAction { direction in
        adjusted = direction == .increment || direction == .decrement
      },
      proposal: Self.canvas)
    #expect(plain.description == adjustable.description)
    #expect(!adjusted)
  }

  /// A bar strip that picks the bar under a tap and springs open with a custom curve, as a
  /// stats screen does: the tap is never recognised and the curve is accepted.
  struct TappableBars: View {
    @State private var picked: Int?
    let values = [3.0, 5, 2]

    var body: some View {
      GeometryReader { geometry in
        HStack(alignment: .bottom, spacing: 4) {
          ForEach(values.indices, id: \.self) { index in
            Rectangle().fill(index == picked ? .orange : .blue).frame(height: values[index] * 10)
          }
        }
        .contentShape(Rectangle())
        .gesture(
          SpatialTapGesture(coordinateSpace: .local).onEnded { value in
            withAnimation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)) {
              picked = Int(value.location.x / (geometry.size.width / 3))
            }
          }
        )
        .simultaneousGesture(SpatialTapGesture(count: 2).onEnded { _ in picked = nil })
      }
      .frame(width: 90, height: 50)
      .animation(.timingCurve(UnitPoint(x: 0.1, y: 0.8), UnitPoint(x: 0, y: 1)), value: picked)
    }
  }

  @Test func spatialTapsAndTimingCurvesAreAccepted() {
    let list = Renderer(TappableBars(), proposal: Self.canvas).displayList
    let heights = Self.fills(list).map(\.height)
    #expect([30.0, 50, 20].allSatisfy { heights.contains($0) }, "three bars at rest: \(heights)")
    #expect(SpatialTapGesture().count == 1 && SpatialTapGesture(count: 2).coordinateSpace == .local)
  }
}
