import Testing
import Vellum
import VellumCairo

/// iOS 17's `Transition` protocol: a custom transition type compiles, and a view at rest is
/// drawn through its body in the `.identity` phase (an expense tracker's swipe mask).
@Suite struct TransitionTests {
  /// Tints the view red at rest and blue in any other phase, so the phase drawn shows.
  struct PhaseTint: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.overlay(phase.isIdentity ? Color.red : Color.blue)
    }
  }

  /// Masks the view with a rectangle moved up by its height unless at rest.
  struct Reveal: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.mask {
        GeometryReader { proxy in
          Rectangle().offset(y: phase == .identity ? 0 : -proxy.size.height)
        }
      }
    }
  }

  static func pixel<V: View>(_ view: V) throws -> [UInt8] {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view, size: ProposedViewSize(width: 10, height: 10)).displayList
    let image = try renderer.pixels(list, scale: 1, colorScheme: .light)
    let middle = (5 * image.width + 5) * 4
    return Array(image.rgba[middle..<middle + 4])
  }

  @Test func aViewAtRestIsDrawnInTheIdentityPhase() throws {
    #expect(try Self.pixel(Color.green.transition(PhaseTint())) == [255, 59, 48, 255])
    #expect(try Self.pixel(Color.green.transition(Reveal())) == [52, 199, 89, 255], "the mask covers it at rest")
    let combined = try Self.pixel(Color.green.transition(Reveal().combined(with: PhaseTint())))
    #expect(combined == [255, 59, 48, 255])
  }

  @Test func builtInTransitionsLeaveTheViewAsItIs() throws {
    #expect(try Self.pixel(Color.green.transition(.blurReplace)) == [52, 199, 89, 255])
    // iOS 17's function form, with its configuration, as a segmented control's content uses it.
    #expect(try Self.pixel(Color.green.transition(.blurReplace())) == [52, 199, 89, 255])
    #expect(BlurReplaceTransition.blurReplace(.upUp).configuration == .upUp)
    #expect(BlurReplaceTransition.blurReplace().configuration == .downUp)
    #expect(try Self.pixel(Color.green.transition(OpacityTransition())) == [52, 199, 89, 255])
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    #expect(!TransitionPhase.willAppear.isIdentity && PhaseTint.properties.hasMotion)
    _ = AnyTransition(Reveal()).combined(with: .move(edge: .leading))
  }
}
