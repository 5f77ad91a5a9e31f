import SeedBasics
import SeedCards
import SeedGrouping
import SeedSections
import SeedVariadic
import Vellum
import VellumPreview

/// The built-in gallery: the previews `vellum` renders with no setup. Besides this list, every
/// `#Preview` in this module (Fixtures/Gallery) joins the gallery on its own.
public enum Gallery {
  public static var previews: [Preview] {
    [
      Preview("ProfileCard") { ProfileCard() },
      Preview("StackSpacing") { StackSpacing() },
      Preview("Priorities") { Priorities() },
      Preview("InfiniteRows") { InfiniteRows() },
      Preview("RightToLeft") { ProfileCard().environment(\.layoutDirection, .rightToLeft) },
      Preview("ShapesAndGradients") { ShapesAndGradients() },
      Preview("SymbolsAndControls") { SymbolsAndControls() },
      Preview("MaterialsAndShadows") { MaterialsAndShadows() },
      Preview("EffectsAndText") { EffectsAndText() },
    ] + seeds + Preview.discovered(inModule: "VellumGallery")
  }

  /// The seed articles' containers and demos (Fixtures/Seeds).
  public static var seeds: [Preview] {
    SeedVariadicPreviews.previews + SeedGroupingPreviews.previews + SeedBasicsPreviews.previews
      + SeedSectionsPreviews.previews + Preview.discovered(inModule: "SeedCards")
  }
}
