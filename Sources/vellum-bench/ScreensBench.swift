import Foundation
import Vellum
import VellumCairo

// SwiftCrossUI's layout benchmark views (Benchmarks/LayoutPerformanceBenchmark in
// moreSwift/swift-cross-ui), ported view for view. Their runner builds the view graph and
// computes and commits the layout at 800×800 with a dummy backend whose text sizes are
// arithmetic; their published figures after the layout rewrite are about 320 ms (grid)
// and 490 ms (message list) per pass on an M2.

/// A cell: an orange bar beside a sentence that wraps in the cell's width.
nonisolated struct GridColumn: View {
  var body: some View {
    HStack {
      Color.orange.frame(width: 5)
      Text("Lorem ipsum dolor sit amet.")
    }
  }
}

nonisolated struct GridDoubleColumn: View {
  var body: some View {
    HStack {
      GridColumn(); GridColumn()
    }
  }
}

nonisolated struct GridRow: View {
  var body: some View {
    HStack {
      HStack {
        GridDoubleColumn(); GridDoubleColumn(); GridDoubleColumn(); GridDoubleColumn()
      }
      HStack {
        GridDoubleColumn(); GridDoubleColumn(); GridDoubleColumn(); GridDoubleColumn()
      }
    }
  }
}

nonisolated struct GridDoubleRow: View {
  var body: some View {
    VStack {
      GridRow(); GridRow()
    }
  }
}

/// 16 × 16 cells, ten stacks deep.
nonisolated struct GridScreen: View {
  var body: some View {
    VStack {
      VStack {
        GridDoubleRow(); GridDoubleRow(); GridDoubleRow(); GridDoubleRow()
      }
      VStack {
        GridDoubleRow(); GridDoubleRow(); GridDoubleRow(); GridDoubleRow()
      }
    }
  }
}

/// One chat message: avatar, name, time and text.
nonisolated struct ChatMessageView: View {
  let message: ChatScreen.Message

  var body: some View {
    HStack(alignment: .top) {
      message.author.profileColor
        .frame(width: 40, height: 40)
        .cornerRadius(20)
      VStack(alignment: .leading) {
        HStack {
          Text(message.author.name).foregroundColor(message.author.handleColor).bold()
          Text(message.time).foregroundColor(.gray)
        }
        Text(message.content)
      }
    }
  }
}

/// A scroll view of 1,000 messages cycling through three authors, five sentences and five
/// times, as SwiftCrossUI's message list does.
nonisolated struct ChatScreen: View {
  struct Author {
    var name: String
    var handleColor: Color
    var profileColor: Color
  }

  struct Message: Identifiable {
    var author: Author
    var content: String
    var time: String
    var id: Int
  }

  static let authors = [
    Author(name: "stackotter", handleColor: .blue, profileColor: .pink),
    Author(name: "gregc", handleColor: .yellow, profileColor: .yellow),
    Author(name: "bbrk24", handleColor: .purple, profileColor: .green),
  ]

  static let sentences = [
    "A long message that wraps over several lines in an 800-point window: it talks about hot reloading on "
      + "Linux, which is not supported yet, and about the line of the package manifest that turns it off, "
      + "so that cross-platform regressions are still caught while it is disabled.",
    "A question about stroke styles: whether a shape's stroke style overrides its path's, and where the "
      + "styled shape should keep its own before it hands the path on to be drawn.",
    "A reply that is hesitant to copy SwiftUI exactly, because a stroke style can be set on both paths and "
      + "shapes while a stroke colour can only be set on shapes.",
    "A suggestion that stroke and fill modifiers on shapes would be nicer, returning a styled shape that "
      + "has the same two modifiers and stores both.",
    "Computer software is hard",
  ]

  static let times = ["8:54am", "9:13am", "10:20pm", "12:01am", "1:00pm"]

  static let messages = (0..<1_000).map { index in
    Message(
      author: authors[index % authors.count], content: sentences[index % sentences.count],
      time: times[index % times.count], id: index)
  }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(Self.messages) { message in
          ChatMessageView(message: message)
        }
      }
      .frame(maxWidth: .infinity)
      .padding(20)
    }
  }
}

/// The two screens at an 800×800 proposal: a repeated pass (text measurements cached) and
/// a first pass in a fresh text engine (every string shaped by Pango), in thread CPU time
/// with wall time beside it. SwiftCrossUI's figures cannot be measured here (its source does
/// not build on this machine), so they are quoted as published, with no ratio.
func screensBench(_ report: inout BenchReport) {
  let proposal = ProposedViewSize(width: 800, height: 800)
  for (name, view, published) in [
    (
      "grid of 256 cells", AnyView(GridScreen()),
      "SwiftCrossUI published 2,462 ms (PR #273, 2025-12-10, M2 MacBook Air) and a 7.7× speed-up after its "
        + "layout rewrite (PR #278, 2025-12-11), about 320 ms"
    ),
    (
      "chat of 1,000 messages", AnyView(ChatScreen()),
      "SwiftCrossUI published 1,374 ms (PR #273, 2025-12-10, M2 MacBook Air) and a 2.8× speed-up after its "
        + "layout rewrite (PR #278, 2025-12-11), about 490 ms"
    ),
  ] {
    let renderer = try! ImageRenderer()
    let environment = renderer.environment(scale: 1, colorScheme: .light)
    var total: [Double] = []
    var wall: [Double] = []
    var layout: [Double] = []
    for _ in 0..<11 {
      let snapshot = LayoutSnapshot(of: view, proposal: proposal, environment: environment)
      total.append(snapshot.cpuTimings.resolve + snapshot.cpuTimings.layout)
      wall.append(snapshot.timings.resolve + snapshot.timings.layout)
      layout.append(snapshot.cpuTimings.layout)
    }
    var first: [Double] = []
    for _ in 0..<5 {
      let fresh = try! ImageRenderer()
      let snapshot = LayoutSnapshot(
        of: view, proposal: proposal, environment: fresh.environment(scale: 1, colorScheme: .light))
      first.append(snapshot.cpuTimings.resolve + snapshot.cpuTimings.layout)
    }
    report.add(
      "real screens", "\(name): Vellum resolve and layout", value: nil, target: nil,
      detail:
        "\(ms(medianOf(total))) CPU (wall \(ms(medianOf(wall))); layout alone \(ms(medianOf(layout))) CPU), text "
        + "measurements cached; first pass in a fresh text engine \(ms(medianOf(first))) CPU. \(published); "
        + "not measured here, so no ratio")
  }
}
