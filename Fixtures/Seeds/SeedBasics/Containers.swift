// swift-format-ignore-file
// From ../shared/seeds/001_30a736a7d508d5fc.txt ("Container Views: Basics"). Only the import
// is changed.
import Vellum

struct Card<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack { content }
      .padding()
      .background(Material.regular, in: .rect(cornerRadius: 8))
      .shadow(radius: 4)
  }
}

struct Carousel<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack {
        ForEach(subviews: content) { subview in
          subview.containerRelativeFrame(.horizontal)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .contentMargins(16)
  }
}

struct Magazine<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ScrollView {
      Group(subviews: content) { subviews in
        if !subviews.isEmpty {
          subviews[0]
            .containerRelativeFrame(.vertical) { length, _ in length / 3 }
        }
        if subviews.count > 1 {
          ScrollView(.horizontal) {
            LazyHStack {
              ForEach(subviews[1...], id: \.id) { $0.containerRelativeFrame([.horizontal, .vertical]) }
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(.viewAligned)
        }
      }
    }
  }
}
