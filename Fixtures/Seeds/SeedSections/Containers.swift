// swift-format-ignore-file
// From ../shared/seeds/002_aa73949e6c6099d5.txt ("Container Views: Sections"). Only the import
// is changed.
import Vellum

struct Carousel<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(sections: content) { section in
          VStack {
            section.header
            ScrollView(.horizontal) {
              LazyHStack {
                section.content
                  .containerRelativeFrame(.horizontal)
                  .frame(minHeight: 100)
              }
              .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(16)
            section.footer
          }
        }
      }
    }
  }
}

/// The article's `Group(sections:)` snippet, verbatim, as the body of a container so it
/// can be previewed (the article shows it without one).
struct SectionRails<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
Group(sections: content) { sections in
  if !sections.isEmpty {
    sections[0].content.frame(minHeight: 100)
  }
  if sections.count > 1 {
    ForEach(sections[1...]) { section in
      section.header
      // horizontal rail per section
      section.footer
    }
  }
}
  }
}
