import Vellum
import VellumPreview

/// The article's usages of its iOS 18 containers, as Vellum previews. `CardStack` has no
/// usage in the article; its preview is a plain one a reader would write.
public enum SeedGroupingPreviews {
  public static var previews: [Preview] {
    [
      Preview("SeparatedGroup") {
        SeparatedGroup {
          Text("First item")
          Text("Second item")
          Text("Third item")
        }
      },
      Preview("CardStack") {
        CardStack {
          Text("Cards get padding and a material background.")
          Text("Each child of the builder is its own card.")
          Label("Even a label", systemImage: "star.fill")
        }
        .padding()
      },
      Preview("CustomList") {
        CustomList {
          Section("Fruits") {
            Text("Apple")
            Text("Banana")
          }

          Section("Vegetables") {
            Text("Carrot")
            Text("Broccoli")
          }
        }
      },
      Preview("FormGroup") {
        FormGroup {
          Label("Profile", systemImage: "person")
          Label("Settings", systemImage: "gear")
          Label("Help", systemImage: "questionmark.circle")
        }
        .padding()
      },
    ]
  }
}
