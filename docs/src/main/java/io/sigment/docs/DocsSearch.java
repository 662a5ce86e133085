package io.sigment.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * Full-text search over the site: every section of every page is a Lucene document (page title, section
 * heading, text), ranked by BM25 with title and heading matches weighted up; results are pages, each with
 * its best section and the paragraph of it that matches the most query words.
 */
public final class DocsSearch {
    private static final float TITLE_BOOST = 2.5f;
    private static final float HEADING_BOOST = 2f;
    private static final int SECTIONS_SCANNED = 60;
    private static final int PASSAGE_CHARS = 600;
    /** Distinct words of a query used, in order: three clauses each stay far below Lucene's clause limit (1024). */
    static final int MAX_QUERY_TERMS = 64;

    private final Analyzer analyzer = new EnglishAnalyzer();
    private final List<Sections> sections = new ArrayList<>();
    private final IndexSearcher searcher;

    public record Hit(DocPage page, String section, String passage, float score) {}

    public DocsSearch(List<DocPage> pages) {
        var directory = new ByteBuffersDirectory();
        try (var writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
            for (var page : pages) {
                for (var section : Sections.of(page)) {
                    var doc = new Document();
                    doc.add(new StoredField("id", sections.size()));
                    doc.add(new TextField(
                            "title", searchable(page.title() + " " + page.description()), Field.Store.NO));
                    doc.add(new TextField("heading", searchable(section.heading()), Field.Store.NO));
                    doc.add(new TextField("text", searchable(section.text()), Field.Store.NO));
                    sections.add(section);
                    writer.addDocument(doc);
                }
            }
            writer.commit();
            this.searcher = new IndexSearcher(DirectoryReader.open(directory));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The best pages for {@code query}, at most {@code limit}, best first; empty when no word matches. */
    public List<Hit> search(String query, int limit) {
        var terms = terms(query).stream().limit(MAX_QUERY_TERMS).collect(Collectors.toCollection(LinkedHashSet::new));
        if (terms.isEmpty()) return List.of();
        var builder = new BooleanQuery.Builder();
        for (var term : terms) {
            builder.add(
                    new BoostQuery(new TermQuery(new Term("title", term)), TITLE_BOOST), BooleanClause.Occur.SHOULD);
            builder.add(
                    new BoostQuery(new TermQuery(new Term("heading", term)), HEADING_BOOST),
                    BooleanClause.Occur.SHOULD);
            builder.add(new TermQuery(new Term("text", term)), BooleanClause.Occur.SHOULD);
        }
        try {
            var best = new LinkedHashMap<String, Hit>();
            for (var scored : searcher.search(builder.build(), SECTIONS_SCANNED).scoreDocs) {
                var id = searcher.storedFields()
                        .document(scored.doc)
                        .getField("id")
                        .numericValue()
                        .intValue();
                var section = sections.get(id);
                if (best.size() >= limit && !best.containsKey(section.page().path())) continue;
                best.putIfAbsent(
                        section.page().path(),
                        new Hit(section.page(), section.heading(), passage(section, terms), scored.score));
            }
            return List.copyOf(best.values());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String passage(Sections section, Set<String> terms) {
        String best = section.text();
        var bestMatches = -1;
        for (var paragraph : section.paragraphs()) {
            var matches = terms(paragraph);
            matches.retainAll(terms);
            if (matches.size() > bestMatches) {
                best = paragraph;
                bestMatches = matches.size();
            }
        }
        return best.length() <= PASSAGE_CHARS ? best : best.substring(0, PASSAGE_CHARS - 1) + "…";
    }

    private Set<String> terms(String text) {
        var terms = new LinkedHashSet<String>();
        try (var stream = analyzer.tokenStream("text", searchable(text))) {
            var term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) terms.add(term.toString());
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return terms;
    }

    /** {@code max_credits} also matches "max credits": identifiers are split at underscores. */
    private static String searchable(String text) {
        return text.replace('_', ' ');
    }
}
