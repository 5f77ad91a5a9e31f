import Foundation
import Testing
import Vellum

/// Text baselines across containers: stacks, `ZStack`, `AnyLayout` and custom `Layout`s
/// publish their children's first and last text baselines (the top-most first baseline and
/// the bottom-most last one, per Apple's documentation of `.firstTextBaseline` and
/// `.lastTextBaseline`, and OpenSwiftUI's `AlignmentGuide.swift` combine rules), so an
/// `HStack(alignment: .firstTextBaseline)` over `VStack`s of text lines up as on iOS.
/// Expected offsets come from the same texts aligned directly in one HStack.
@Suite struct BaselineTests {
  let proposal = ProposedViewSize(width: 390, height: 400)

  /// y(b) − y(a) when texts a and b sit side by side in an HStack with `alignment`.
  func directOffset(_ a: Text, _ b: Text, _ alignment: VerticalAlignment, _ ta: String, _ tb: String) -> CGFloat {
    let snapshot = LayoutSnapshot(
      of: HStack(alignment: alignment) {
        a; b
      }, proposal: proposal)
    return snapshot.frames(ofText: tb)[0].minY - snapshot.frames(ofText: ta)[0].minY
  }

  var title: Text { Text("Title").font(.title) }
  var caption: Text { Text("Caption").font(.caption) }
  var bodyOne: Text { Text("Body one") }
  var bodyTwo: Text { Text("Body two") }

  @Test func firstBaselinesOfVStacksLineUpInAnHStack() {
    let view = HStack(alignment: .firstTextBaseline) {
      VStack(alignment: .leading) {
        title
        caption
      }
      VStack(alignment: .leading) {
        bodyOne
        bodyTwo
        bodyTwo
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: proposal)
    let offset = snapshot.frames(ofText: "Body one")[0].minY - snapshot.frames(ofText: "Title")[0].minY
    let expected = directOffset(title, bodyOne, .firstTextBaseline, "Title", "Body one")
    #expect(abs(offset - expected) < 0.001)
    // Not the bottom fallback: the right column is taller and would hang above.
    #expect(expected > 0)
  }

  @Test func lastBaselinesOfVStacksLineUpInAnHStack() {
    let view = HStack(alignment: .lastTextBaseline) {
      VStack(alignment: .leading) {
        title
        caption
      }
      VStack(alignment: .leading) {
        bodyOne
        bodyTwo
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: proposal)
    let offset = snapshot.frames(ofText: "Body two")[0].minY - snapshot.frames(ofText: "Caption")[0].minY
    let expected = directOffset(caption, bodyTwo, .lastTextBaseline, "Caption", "Body two")
    #expect(abs(offset - expected) < 0.001)
  }

  /// A column layout written against the public protocol, with no `explicitAlignment`.
  struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      return CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + CGFloat(sizes.count) * 4)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var y = bounds.minY + 4
      for subview in subviews {
        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
        y += subview.sizeThatFits(.unspecified).height + 4
      }
    }
  }

  @Test func customLayoutsAnyLayoutAndZStackPublishBaselinesByDefault() {
    let expected = directOffset(title, bodyOne, .firstTextBaseline, "Title", "Body one")
    let containers: [(String, AnyView)] = [
      (
        "custom",
        AnyView(
          Column {
            bodyOne
            bodyTwo
          })
      ),
      (
        "AnyLayout",
        AnyView(
          AnyLayout(VStackLayout(alignment: .leading)) {
            bodyOne
            bodyTwo
          })
      ),
      (
        "ZStack",
        AnyView(
          ZStack(alignment: .bottomLeading) {
            Color.gray.frame(width: 10, height: 90)
            bodyOne
          })
      ),
    ]
    for (name, container) in containers {
      let snapshot = LayoutSnapshot(
        of: HStack(alignment: .firstTextBaseline) {
          title
          container
        }, proposal: proposal)
      let offset = snapshot.frames(ofText: "Body one")[0].minY - snapshot.frames(ofText: "Title")[0].minY
      #expect(abs(offset - expected) < 0.001, "\(name): \(offset) ≠ \(expected)")
    }
  }

  @Test func alignmentGuidesSetBaselinesThatStacksPassOn() {
    // A badge whose bottom sits 5 above the first text baseline, inside a VStack: its guide
    // is the VStack's first baseline because it is the top-most one.
    let view = HStack(alignment: .firstTextBaseline) {
      title.id("title")
      VStack {
        Color.red.frame(width: 20, height: 20).id("badge")
          .alignmentGuide(.firstTextBaseline) { $0[.bottom] + 5 }
        bodyOne
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: proposal)
    let plain = LayoutSnapshot(
      of: HStack(alignment: .firstTextBaseline) {
        title; Color.red.frame(width: 20, height: 20)
      }, proposal: proposal)
    // Alone, a colour's baseline is its bottom: it sits on the title's baseline.
    let plainTitle = plain.frames(ofText: "Title")[0]
    let plainColor = plain.frames(ofKind: "frame")[0]
    let badge = try! #require(snapshot.frame(of: "badge"))
    let titleFrame = snapshot.frames(ofText: "Title")[0]
    // The title's baseline is `plainColor.maxY − plainTitle.minY` below its top.
    #expect(abs((badge.maxY + 5) - (titleFrame.minY + (plainColor.maxY - plainTitle.minY))) < 0.001)
  }

  @Test func viewsWithoutTextAlignByTheirBottom() {
    let view = HStack(alignment: .firstTextBaseline) {
      VStack {
        Color.red.frame(width: 10, height: 30)
        Color.red.frame(width: 10, height: 30)
      }
      .id("colours")
      Color.blue.frame(width: 10, height: 20).id("blue")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: proposal)
    let colours = try! #require(snapshot.frame(of: "colours"))
    let blue = try! #require(snapshot.frame(of: "blue"))
    #expect(colours.maxY == blue.maxY)
  }
}
