import Foundation
import Vellum
import VellumCairo

/// SwiftCrossUI's grid benchmark view: 256 cells, nested about ten stacks deep.
struct GridScreen: View {
  var body: some View {
    nest(8) {
      VStack(spacing: 2) {
        ForEach(0..<16) { row in
          HStack(spacing: 2) {
            ForEach(0..<16) { column in
              VStack(spacing: 0) {
                Text("\(row * 16 + column)").font(.caption)
                Color.blue.frame(height: 4)
              }
              .padding(2)
            }
          }
        }
      }
    }
  }

  func nest<Content: View>(_ depth: Int, @ViewBuilder _ content: () -> Content) -> AnyView {
    var view = AnyView(content())
    for level in 0..<depth {
      view = level.isMultiple(of: 2) ? AnyView(VStack { view }) : AnyView(HStack { view })
    }
    return view
  }
}

/// SwiftCrossUI's chat benchmark view: a scroll view of 1,000 messages with an avatar, a
/// name, a time and the text.
struct ChatScreen: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(0..<1_000) { index in
          HStack(alignment: .top, spacing: 8) {
            Circle().fill(Color.indigo).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
              HStack {
                Text("User \(index % 17)").font(.headline)
                Text("12:\(String(format: "%02d", index % 60))").font(.caption).foregroundStyle(.secondary)
              }
              Text("Message number \(index): a line or two of chat that wraps when the window is narrow enough.")
            }
          }
        }
      }
      .padding()
    }
  }
}

/// The two real screens at an 800×800 proposal, against SwiftCrossUI's published figures
/// (about 320 ms and 490 ms per layout pass on an M2 after their rewrite).
func screensBench(_ report: inout BenchReport) {
  let renderer = try! ImageRenderer()
  let environment = renderer.environment(scale: 1, colorScheme: .light)
  for (name, view, bar) in [
    ("grid of 256 cells", AnyView(GridScreen()), 0.320), ("chat of 1,000 messages", AnyView(ChatScreen()), 0.490),
  ] {
    var total: [Double] = []
    var layout: [Double] = []
    for _ in 0..<5 {
      let snapshot = LayoutSnapshot(
        of: view, proposal: ProposedViewSize(width: 800, height: 800), environment: environment)
      total.append(snapshot.timings.resolve + snapshot.timings.layout)
      layout.append(snapshot.timings.layout)
    }
    let time = medianOf(total)
    report.add(
      "real screens", "\(name): SwiftCrossUI's \(Int(bar * 1000)) ms ÷ Vellum's resolve and layout", value: bar / time,
      target: 10, detail: "resolve and layout \(ms(time)) (layout alone \(ms(medianOf(layout)))), Pango text")
  }
}
