import Vellum
import VellumPreview

/// Previews of the sections article's containers; the article shows no usage, so these
/// are the plain ones a reader would write with `Section(header:)` and `Section(footer:)`.
public enum SeedSectionsPreviews {
  static func tile(_ title: String, _ color: Color) -> some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(color.gradient)
      .overlay { Text(title).font(.headline).foregroundStyle(.white) }
  }

  public static var previews: [Preview] {
    [
      Preview("SectionCarousel") {
        Carousel {
          Section {
            tile("Lisbon", .orange)
            tile("Porto", .red)
          } header: {
            Text("Cities").font(.title2.bold())
          } footer: {
            Text("Swipe for more").font(.footnote).foregroundStyle(.secondary)
          }
          Section(header: Text("Coasts").font(.title2.bold())) {
            tile("Algarve", .teal)
            tile("Madeira", .green)
          }
        }
      },
      Preview("SectionRails") {
        VStack(spacing: 12) {
          SectionRails {
            Section {
              tile("Featured", .indigo)
            }
            Section {
              tile("Hidden rail", .gray)
            } header: {
              Text("Second section header").font(.headline)
            } footer: {
              Text("Second section footer").font(.footnote).foregroundStyle(.secondary)
            }
            Section {
              tile("Hidden rail", .gray)
            } header: {
              Text("Third section header").font(.headline)
            }
          }
        }
        .padding()
      },
      Preview("SectionRailsNoSections") {
        SectionRails {
          tile("One", .blue)
          tile("Two", .purple)
        }
        .padding()
      },
    ]
  }
}
