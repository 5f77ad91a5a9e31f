import Foundation

nonisolated extension View {
  /// A search field with suggestions (iOS 15's form; `searchSuggestions` since iOS 16): the
  /// suggestions show while the person types, which a still frame has not, so the field is
  /// drawn as `searchable(text:placement:prompt:)` draws it.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with a prompt and suggestions (see above).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with a prompt, not localized, and suggestions (see above).
  @_disfavoredOverload
  public func searchable<P: StringProtocol, S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// The text a suggestion puts in the search field when chosen. Accepted: nothing is chosen
  /// in a still frame, and the suggestion is drawn as it is.
  public func searchCompletion(_ completion: String) -> some View { self }
}
