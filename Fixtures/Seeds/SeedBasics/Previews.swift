import Vellum
import VellumPreview

/// Previews of the basics article's containers; the article shows none, so these are the
/// plain usages a reader would write.
public enum SeedBasicsPreviews {
  static let colors: [Color] = [.blue, .purple, .orange, .green, .pink]

  public static var previews: [Preview] {
    [
      Preview("Card") {
        ZStack {
          LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            .ignoresSafeArea()
          Card {
            Text("Material card").font(.headline)
            Text("A blur of the gradient behind it, with a soft shadow.")
              .font(.subheadline)
              .foregroundStyle(.secondary)
          }
          .padding(32)
        }
      },
      Preview("Carousel") {
        Carousel {
          ForEach(colors.indices, id: \.self) { index in
            RoundedRectangle(cornerRadius: 16)
              .fill(colors[index].gradient)
              .frame(height: 200)
              .overlay {
                Text("Page \(index + 1)").font(.title.bold()).foregroundStyle(.white)
              }
          }
        }
      },
      Preview("Magazine") {
        Magazine {
          RoundedRectangle(cornerRadius: 16)
            .fill(Color.indigo.gradient)
            .overlay {
              Text("Cover story").font(.largeTitle.bold()).foregroundStyle(.white)
            }
            .padding(.horizontal)
          ForEach(1..<5) { index in
            RoundedRectangle(cornerRadius: 16)
              .fill(colors[index].gradient)
              .overlay {
                Text("Story \(index)").font(.title2.bold()).foregroundStyle(.white)
              }
              .padding()
          }
        }
      },
    ]
  }
}
