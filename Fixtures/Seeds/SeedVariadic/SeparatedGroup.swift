// swift-format-ignore-file
// From ../shared/seeds/000_14131e88093271b0.txt ("How to group sub views with separator in
// SwiftUI"), the legacy `_VariadicView` version. Only the import is changed.
import Vellum

struct SeparatedGroup<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        _VariadicView.Tree(SeparatorLayout()) {
            content
        }
    }
}

struct SeparatorLayout: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        VStack(spacing: 0) {
            ForEach(Array(children.enumerated()), id: \.offset) { index, child in
                if index > 0 {
                    Divider()
                }
                child
            }
        }
    }
}
